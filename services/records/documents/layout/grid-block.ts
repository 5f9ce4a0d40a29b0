import type { Block, GridCell } from './blocks';
import { lineHeight, RULE, SIZE, type LaidOut, type LayoutContext } from './context';

const PAD = 4;
const LABEL_WIDTH = 84;
/** A value longer than this many lines in half a row takes a whole row. */
const HALF_ROW_LINES = 2;
/** Lines of one part at most: a longer value is drawn over several rows, so a page can break inside it. */
const PART_LINES = 14;

/** One row of the grid: one or two label / value pairs, with their wrapped lines. */
interface Row {
  pairs: { label: string[]; value: string[] }[];
  height: number;
}

/**
 * A form's fields as a bordered grid: shaded labels, values beside them, two pairs a row; a long
 * value takes a row of its own and, past `PART_LINES` lines, runs on in further rows so the page
 * may break between them. The page breaks between rows only.
 */
export function gridBlock(ctx: LayoutContext, block: Extract<Block, { kind: 'grid' }>): LaidOut {
  const halfValue = (ctx.width - 2 * LABEL_WIDTH) / 2;
  const wideValue = ctx.width - LABEL_WIDTH;
  const inner = (w: number) => w - 2 * PAD;
  const wrap = (text: string, w: number) => ctx.lines(text, inner(w), SIZE.body);
  const lh = lineHeight(SIZE.body);
  const rowOf = (pairs: Row['pairs']): Row => ({
    pairs,
    height: Math.max(...pairs.flatMap((p) => [p.label.length, p.value.length])) * lh + 2 * PAD,
  });

  const isWide = (c: GridCell) => c.wide || wrap(c.value, halfValue).length > HALF_ROW_LINES;
  const rows: Row[] = [];
  const cells = block.cells;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const next = cells[i + 1];
    if (!isWide(cell) && next && !isWide(next)) {
      rows.push(rowOf([cell, next].map((c) => ({ label: wrap(c.label, LABEL_WIDTH), value: wrap(c.value, halfValue) }))));
      i++;
      continue;
    }
    const value = wrap(cell.value, wideValue);
    for (let at = 0; at < value.length; at += PART_LINES) {
      rows.push(rowOf([{ label: at === 0 ? wrap(cell.label, LABEL_WIDTH) : [], value: value.slice(at, at + PART_LINES) }]));
    }
  }

  const drawRow = (row: Row, y: number) => {
    let x = ctx.left;
    const valueWidth = row.pairs.length === 2 ? halfValue : wideValue;
    for (const pair of row.pairs) {
      ctx.rect(x, y, LABEL_WIDTH, row.height, RULE.shade);
      ctx.drawLines(pair.label, x + PAD, y + PAD, SIZE.body);
      ctx.rect(x + LABEL_WIDTH, y, valueWidth, row.height);
      ctx.drawLines(pair.value, x + LABEL_WIDTH + PAD, y + PAD, SIZE.body);
      x += LABEL_WIDTH + valueWidth;
    }
  };
  return {
    measured: { parts: rows.map((r) => r.height), gap: 4 },
    draw: (y, from, to) => {
      let at = y;
      for (const row of rows.slice(from, to)) {
        drawRow(row, at);
        at += row.height;
      }
    },
  };
}
