/** A block as the page breaking sees it: the heights of the parts it may be split between. */
export interface MeasuredBlock {
  /** Heights of the block's parts in order; a block of one part is never split (a signature block). */
  parts: readonly number[];
  /** Height drawn again at the top of each further page the block continues on (a table's header row). */
  repeat?: number;
  /** Stays on the page of the next block's first part (a heading is never left alone at a page's foot). */
  keepWithNext?: boolean;
  /** Space above the block; none at the top of a page. */
  gap?: number;
}

/** Where a run of a block's parts goes: its page (from 0), its top, parts `from` to `to` (exclusive). */
export interface Placement {
  block: number;
  page: number;
  y: number;
  from: number;
  to: number;
  /** The block's repeated part (`repeat`) is drawn first: a continuation. */
  repeated: boolean;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Breaks `blocks` into pages whose writing area runs from `top` to `bottom`. A block goes on the
 * current page when its first part fits (all of it when it has one part), else it starts a page;
 * the parts that do not fit go on the next pages, each continuation headed by the block's repeated
 * part. A heading moves with the next block's first part. A part taller than a whole page is put
 * alone at the top of one (it is cut at the foot: templates keep parts smaller).
 */
export function paginate(blocks: readonly MeasuredBlock[], area: { top: number; bottom: number }): Placement[] {
  const { top, bottom } = area;
  const out: Placement[] = [];
  let page = 0;
  let y = top;
  const newPage = () => {
    page++;
    y = top;
  };
  blocks.forEach((block, index) => {
    const gap = () => (y === top ? 0 : (block.gap ?? 0));
    const next = blocks[index + 1];
    const first = block.parts.length === 1 ? block.parts[0]! : (block.parts[0] ?? 0);
    const need = block.keepWithNext && next ? sum(block.parts) + (next.gap ?? 0) + (next.parts[0] ?? 0) : first;
    if (y > top && y + gap() + need > bottom) newPage();
    y += gap();
    let from = 0;
    while (from < block.parts.length) {
      const repeated = from > 0 && (block.repeat ?? 0) > 0;
      let height = repeated ? block.repeat! : 0;
      let to = from;
      while (to < block.parts.length && y + height + block.parts[to]! <= bottom) height += block.parts[to++]!;
      if (to === from) {
        if (y > top) {
          newPage();
          continue;
        }
        height += block.parts[to++]!;
      }
      out.push({ block: index, page, y, from, to, repeated });
      y += height;
      from = to;
      if (from < block.parts.length) newPage();
    }
  });
  return out;
}

/** The number of pages the placements take. */
export const pageCount = (placements: readonly Placement[]): number => Math.max(0, ...placements.map((p) => p.page)) + 1;
