/**
 * BPMN ids are XML names (letters, digits, `_`, `-`, `.`, starting with a letter or `_`), which the
 * reader enforces; a model's ids need not be (the catalogue's edges are `start->launion`). Other
 * characters are written as `_xHHHH_` (their UTF-16 code, as XmlConvert.EncodeName does) and read
 * back, so ids survive the round trip; an `_` that would read as such an escape is escaped itself.
 */
const ESCAPE = /_x([0-9A-F]{4})_/g;
const code = (c: string) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

export function encodeId(id: string): string {
  const body = id.replace(ESCAPE, (m) => code('_') + m.slice(1)).replace(/[^\w.-]/g, code);
  return /^[A-Za-z_]/.test(body) ? body : code(body[0] ?? '_') + body.slice(1);
}

export const decodeId = (id: string): string => id.replace(ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
