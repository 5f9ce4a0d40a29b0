import type { MeasuredBlock } from './paginate';
import { wrapText } from './wrap-text';

type Doc = PDFKit.PDFDocument;

/** Font sizes of the engine, in points. */
export const SIZE = { title: 18, heading: 12, body: 10, table: 9.5, letter: 11.5, footer: 8 } as const;

/** Thin lines of the grids and boxes. */
export const RULE = { width: 0.6, color: '#333333', shade: '#f0f0f0' } as const;

/** Height of one line of text of `size` points: 1.5 lines, as forms are spaced for reading and stamping. */
export const lineHeight = (size: number) => Math.round(size * 1.5 * 100) / 100;

/** The writing area of a page and the measuring and drawing of text in the document's font. */
export class LayoutContext {
  constructor(
    readonly doc: Doc,
    readonly left: number,
    readonly width: number,
  ) {}

  widthOf(text: string, size: number): number {
    return this.doc.fontSize(size).widthOfString(text);
  }

  /** `text` wrapped to `width` at `size` points. */
  lines(text: string, width: number, size: number): string[] {
    return wrapText(text, width, (s) => this.widthOf(s, size));
  }

  /** One line of text with its top at `y`, aligned in the span `x` .. `x + width`: one text object of the PDF. */
  drawLine(text: string, x: number, y: number, size: number, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
    if (text === '') return;
    const w = this.widthOf(text, size);
    const at = align === 'left' ? x : align === 'right' ? x + width - w : x + (width - w) / 2;
    // A line box is 1.5 times the size: the glyphs sit in its middle.
    this.doc.fillColor('#000000').text(text, at, y + (lineHeight(size) - size * 1.2) / 2, { lineBreak: false });
  }

  /** Lines drawn one below the other from `y`. */
  drawLines(lines: readonly string[], x: number, y: number, size: number, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
    lines.forEach((line, i) => this.drawLine(line, x, y + i * lineHeight(size), size, align, width));
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    const doc = this.doc.lineWidth(RULE.width).strokeColor(RULE.color);
    if (fill) doc.rect(x, y, w, h).fillAndStroke(fill, RULE.color);
    else doc.rect(x, y, w, h).stroke();
    this.doc.fillColor('#000000');
  }
}

/** A block ready to place: its measures for the page breaking, and how to draw a run of its parts at `y`. */
export interface LaidOut {
  measured: MeasuredBlock;
  draw: (y: number, from: number, to: number, repeated: boolean) => void;
}
