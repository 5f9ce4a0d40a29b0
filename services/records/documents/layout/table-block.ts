import type { Block } from './blocks';
import { lineHeight, RULE, SIZE, type LaidOut, type LayoutContext } from './context';

const PAD = 3;
const MIN_COLUMN = 36;

/**
 * A table of rows (a committee's members): its caption, a shaded header of column labels, one row per
 * entry. Columns share the width by their content. The page breaks between rows, never before the
 * first, and each further page starts with the header again.
 */
export function tableBlock(ctx: LayoutContext, block: Extract<Block, { kind: 'table' }>): LaidOut {
  const size = SIZE.table;
  const lh = lineHeight(size);
  const captionLines = ctx.lines(block.caption, ctx.width, SIZE.body);
  const captionHeight = captionLines.length * lineHeight(SIZE.body) + 2;
  const n = block.header.length;
  const natural = block.header.map((h, c) =>
    Math.max(MIN_COLUMN, ...[h, ...block.rows.map((r) => r[c] ?? '')].map((t) => ctx.widthOf(t, size) + 2 * PAD + 1)),
  );
  const total = natural.reduce((a, b) => a + b, 0);
  const widths = natural.map((w) => (w * ctx.width) / total);
  const wrapRow = (cells: readonly string[]) => cells.map((t, c) => ctx.lines(t, widths[c]! - 2 * PAD, size));
  const header = wrapRow(block.header);
  const rows = block.rows.map((r) => wrapRow(Array.from({ length: n }, (_, c) => r[c] ?? '')));
  const heightOf = (cells: string[][]) => Math.max(1, ...cells.map((l) => l.length)) * lh + 2 * PAD;
  const headerHeight = heightOf(header);

  const drawRow = (cells: string[][], y: number, shade?: string) => {
    const h = heightOf(cells);
    let x = ctx.left;
    cells.forEach((lines, c) => {
      ctx.rect(x, y, widths[c]!, h, shade);
      ctx.drawLines(lines, x + PAD, y + PAD, size);
      x += widths[c]!;
    });
    return h;
  };
  const rowHeights = rows.map(heightOf);
  // The caption, the header and the first row stay together.
  const parts =
    rows.length === 0 ? [captionHeight + headerHeight] : [captionHeight + headerHeight + rowHeights[0]!, ...rowHeights.slice(1)];
  return {
    measured: { parts, repeat: headerHeight, gap: 6 },
    draw: (y, from, to, repeated) => {
      let at = y;
      if (from === 0) {
        ctx.drawLines(captionLines, ctx.left, at, SIZE.body);
        at += captionHeight;
      }
      if (from === 0 || repeated) at += drawRow(header, at, RULE.shade);
      for (const cells of rows.slice(from, to)) at += drawRow(cells, at);
    },
  };
}
