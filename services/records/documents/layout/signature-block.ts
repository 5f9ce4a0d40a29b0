import type { Block } from './blocks';
import { lineHeight, SIZE, type LaidOut, type LayoutContext } from './context';

const PAD = 8;

/**
 * A block signed and sealed by hand (the applicant's, a review's): its heading, then its lines, each
 * spread over equal columns (a line of `''` is left blank to write in). One part: the page never breaks
 * inside it, so a seal is never parted from what it seals.
 */
export function signatureBlock(ctx: LayoutContext, block: Extract<Block, { kind: 'signature' }>): LaidOut {
  const size = SIZE.body;
  const lh = lineHeight(size);
  const pad = block.boxed ? PAD : 0;
  const inner = ctx.width - 2 * pad;
  const heading = block.heading ? ctx.lines(block.heading, inner, SIZE.heading) : [];
  const headingHeight = heading.length * lineHeight(SIZE.heading);
  // Each line's columns, wrapped in their share of the width; a line is as tall as its tallest column.
  const lines = block.lines.map((columns) => {
    const w = inner / Math.max(1, columns.length);
    const wrapped = columns.map((text) => ctx.lines(text, w - 4, size));
    return { w, wrapped, height: Math.max(1, ...wrapped.map((l) => l.length)) * lh };
  });
  const height = 2 * pad + headingHeight + lines.reduce((a, l) => a + l.height, 0);
  return {
    measured: { parts: [height], gap: block.boxed ? 8 : 14 },
    draw: (y) => {
      if (block.boxed) ctx.rect(ctx.left, y, ctx.width, height);
      let at = y + pad;
      ctx.drawLines(heading, ctx.left + pad, at, SIZE.heading);
      at += headingHeight;
      for (const line of lines) {
        line.wrapped.forEach((text, c) => ctx.drawLines(text, ctx.left + pad + c * line.w, at, size));
        at += line.height;
      }
    },
  };
}
