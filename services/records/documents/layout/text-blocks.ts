import type { Block } from './blocks';
import { lineHeight, SIZE, type LaidOut, type LayoutContext } from './context';

type Of<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** Two ideographic spaces: how a Chinese paragraph starts. */
const INDENT = '\u3000\u3000';

export function titleBlock(ctx: LayoutContext, block: Of<'title'>): LaidOut {
  const lines = ctx.lines(block.text, ctx.width, SIZE.title);
  const height = lines.length * lineHeight(SIZE.title) + 8;
  return {
    measured: { parts: [height] },
    draw: (y) => ctx.drawLines(lines, ctx.left, y, SIZE.title, 'center', ctx.width),
  };
}

export function lineBlock(ctx: LayoutContext, block: Of<'line'>): LaidOut {
  const lines = ctx.lines(block.text, ctx.width, SIZE.body);
  return {
    measured: { parts: [lines.length * lineHeight(SIZE.body)], gap: 0 },
    draw: (y) => ctx.drawLines(lines, ctx.left, y, SIZE.body, block.align ?? 'left', ctx.width),
  };
}

export function headingBlock(ctx: LayoutContext, block: Of<'heading'>): LaidOut {
  const lines = ctx.lines(block.text, ctx.width, SIZE.heading);
  return {
    measured: { parts: [lines.length * lineHeight(SIZE.heading) + 2], keepWithNext: true, gap: 10 },
    draw: (y) => ctx.drawLines(lines, ctx.left, y, SIZE.heading),
  };
}

/** A paragraph breaks between its lines: a letter's long text may run on to the next page. */
export function paragraphBlock(ctx: LayoutContext, block: Of<'paragraph'>): LaidOut {
  const lines = ctx.lines(block.indent ? INDENT + block.text : block.text, ctx.width, SIZE.letter);
  const lh = lineHeight(SIZE.letter) * 1.15;
  return {
    measured: { parts: lines.map(() => lh), gap: 4 },
    draw: (y, from, to) => lines.slice(from, to).forEach((line, i) => ctx.drawLine(line, ctx.left, y + i * lh, SIZE.letter)),
  };
}

/** A dashed line across the page with its note in the middle: cut here. */
export function cutBlock(ctx: LayoutContext, block: Of<'cut'>): LaidOut {
  const height = 36;
  return {
    measured: { parts: [height], keepWithNext: true, gap: 18 },
    draw: (y) => {
      const mid = y + height / 2;
      const note = ctx.widthOf(block.text, SIZE.body) + 12;
      const noteLeft = ctx.left + (ctx.width - note) / 2;
      const doc = ctx.doc.lineWidth(0.8).strokeColor('#000000').dash(4, { space: 3 });
      doc.moveTo(ctx.left, mid).lineTo(noteLeft, mid).stroke();
      doc
        .moveTo(noteLeft + note, mid)
        .lineTo(ctx.left + ctx.width, mid)
        .stroke();
      ctx.doc.undash();
      ctx.drawLine(block.text, ctx.left, mid - lineHeight(SIZE.body) / 2, SIZE.body, 'center', ctx.width);
    },
  };
}
