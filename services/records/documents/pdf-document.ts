import { CJK_FONT_PATH } from './cjk-font';

/** A4 with 2 cm margins. */
export const PAGE_MARGIN = 56;
const LAYOUT = { size: 'A4', margin: PAGE_MARGIN } as const;

/**
 * The bytes of a PDF drawn by `draw` on A4 pages, in the embedded CJK font. `header` is repeated
 * at the top of every page after the first, so a loose page still says what it belongs to. pdfkit
 * (and its fonts) is loaded with the first PDF, not with the API: an idle process never holds it.
 */
export async function pdfBytes(title: string, draw: (doc: PDFKit.PDFDocument) => void, header?: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ ...LAYOUT, info: { Title: title, Producer: 'union-portal' }, bufferPages: false });
  // By path, not a registered name: pdfkit restores the font by its source, and only a path source
  // is found again in its cache instead of being parsed anew.
  doc.font(CJK_FONT_PATH);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (header) {
    doc.on('pageAdded', () => {
      const { x, y } = doc;
      doc.fontSize(8).fillColor('#666666').text(header, PAGE_MARGIN, 24, { lineBreak: false });
      doc.fillColor('#000000').fontSize(10);
      doc.x = x;
      doc.y = y;
    });
  }
  draw(doc);
  doc.end();
  return done;
}
