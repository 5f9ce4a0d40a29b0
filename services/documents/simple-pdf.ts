/**
 * A small PDF writer for previews: A4 pages of text lines in the standard Chinese font STSong-Light
 * (not embedded; PDF viewers supply it), so no font files ship with the portal.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

function hexUcs2(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return hex;
}

/** Widths in the font's units: Latin letters are half-width, everything else full-width. */
function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += (ch.codePointAt(0) ?? 0) < 0x7f ? 500 : 1000;
  return (units / 1000) * size;
}

function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? 11;
  const max = PAGE_W - 2 * MARGIN;
  const out: PdfLine[] = [];
  let current = '';
  for (const ch of line.text) {
    if (textWidth(current + ch, size) > max) {
      out.push({ ...line, text: current });
      current = '';
    }
    current += ch;
  }
  out.push({ ...line, text: current });
  return out;
}

function pageContent(lines: PdfLine[]): string {
  let y = PAGE_H - MARGIN;
  const parts = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size * 1.6;
    parts.push(`/F1 ${size} Tf`, `1 0 0 1 ${MARGIN} ${y.toFixed(1)} Tm`, `<${hexUcs2(line.text)}> Tj`);
    if (line.bold) parts.push(`1 0 0 1 ${MARGIN + 0.4} ${y.toFixed(1)} Tm`, `<${hexUcs2(line.text)}> Tj`);
  }
  parts.push('ET');
  return parts.join('\n');
}

function paginate(lines: PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let used = 0;
  for (const line of lines.flatMap(wrap)) {
    const height = (line.size ?? 11) * 1.6;
    if (used + height > PAGE_H - 2 * MARGIN) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(line);
    used += height;
  }
  return pages;
}

/** The PDF bytes of `lines`, flowed over as many pages as they need. */
export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const pages = paginate(lines);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;

  const catalog = add('');
  const pagesObj = add('');
  const font = add('');
  const cidFont = add('');
  const descriptor = add('');
  const info = add(`<< /Title <FEFF${hexUcs2(title)}> /Producer (union-portal) >>`);
  objects[font - 1] = `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`;
  objects[cidFont - 1] =
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ` +
    `/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`;
  objects[descriptor - 1] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';

  const kids: number[] = [];
  for (const page of pages) {
    const content = pageContent(page);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
