import { inflateSync } from 'node:zlib';

/** The streams of a PDF (inflated where compressed), each with its dictionary's text. */
function pdfStreams(pdf: Buffer): { dict: string; data: Buffer }[] {
  const text = pdf.toString('latin1');
  const out: { dict: string; data: Buffer }[] = [];
  for (const match of text.matchAll(/\bstream\r?\n/g)) {
    const dict = text.slice(text.lastIndexOf(' obj', match.index), match.index);
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    if (!length) continue;
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(length[1]));
    out.push({ dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return out;
}

/** Glyph id to text, from every ToUnicode CMap of the document (`bfrange` with arrays or offsets, `bfchar`). */
function glyphMap(streams: { data: Buffer }[]): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const { data } of streams) {
    const cmap = data.toString('latin1');
    if (!cmap.includes('begincmap')) continue;
    for (const [, lo, hi, rest] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const first = parseInt(lo!, 16);
      const last = parseInt(hi!, 16);
      if (rest!.startsWith('[')) {
        [...rest!.matchAll(/<([0-9a-f]+)>/gi)].forEach((m, i) => map.set(first + i, unicode(m[1]!)));
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let g = first; g <= last; g++) map.set(g, String.fromCharCode(base + g - first));
      }
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, g, u] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(g!, 16), unicode(u!));
    }
  }
  return map;
}

/**
 * The text of a PDF written with an embedded (Identity-H) font, one line per text object (`BT … ET`),
 * read through the font's ToUnicode map as a PDF reader's copy and paste does.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const streams = pdfStreams(pdf);
  const glyphs = glyphMap(streams);
  const lines: string[] = [];
  for (const { data } of streams) {
    const content = data.toString('latin1');
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let line = '';
      for (const [, hex] of block!.matchAll(/<([0-9a-f]*)>/gi)) {
        for (const g of hex!.match(/.{4}/g) ?? []) line += glyphs.get(parseInt(g, 16)) ?? '\ufffd';
      }
      lines.push(line);
    }
  }
  return lines;
}

/** True when the PDF embeds a font program (TrueType, CFF or Type 1), not merely names one. */
export function embedsFont(pdf: Buffer): boolean {
  return /\/FontFile[23]?\s+\d+ 0 R/.test(pdf.toString('latin1'));
}
