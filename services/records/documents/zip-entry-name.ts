/** What a segment becomes when nothing of it is left (empty, dots only, control characters only). */
const BLANK = '_';

/** Longest segment in UTF-8 bytes: file systems take 255 per name; room is left for ` (2)`. */
const MAX_SEGMENT_BYTES = 200;

/** An extension kept when a long name is shortened: a dot, then up to 10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** Separators of any system (`/`, `\`) and what Windows refuses in a name (`:*?"<>|`): each becomes `_`. */
const RESERVED = /[/\\:*?"<>|]/g;

/** Control characters (NUL included) and the direction marks that make `gpj.exe` look like `exe.jpg`: dropped. */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Names Windows gives to devices: `CON.txt` cannot be created there. */
const DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

function cutToBytes(text: string, bytes: number): string {
  let out = '';
  let used = 0;
  for (const ch of text) {
    used += Buffer.byteLength(ch);
    if (used > bytes) break;
    out += ch;
  }
  return out;
}

/** One folder or file name, safe anywhere an unzip tool may write it. */
export function safeSegment(raw: string): string {
  // Windows drops trailing dots and spaces; leading ones hide a file or make `..` again.
  let name = raw
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (DEVICE.test(name)) name = `_${name}`;
  if (Buffer.byteLength(name) > MAX_SEGMENT_BYTES) {
    const ext = EXTENSION.exec(name)?.[0] ?? '';
    name = cutToBytes(name.slice(0, name.length - ext.length), MAX_SEGMENT_BYTES - Buffer.byteLength(ext)).trimEnd() + ext;
  }
  return name === '' ? BLANK : name;
}

/**
 * The name of a zip entry from its folders and file name, each made one safe segment: no `.` or
 * `..`, no separator inside a segment, nothing absolute, no control characters. Every zip the portal
 * writes names its entries here (`zipFiles`), whatever the titles and file names users typed.
 */
export function zipEntryName(path: readonly string[]): string {
  return (path.length > 0 ? path : ['']).map(safeSegment).join('/');
}
