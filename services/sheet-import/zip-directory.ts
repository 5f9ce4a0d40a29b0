/** One file of a zip as its central directory declares it. */
export interface ZipEntry {
  name: string;
  flags: number;
  /** 0 stored, 8 deflated; anything else is refused. */
  method: number;
  crc32: number;
  compressedSize: number;
  /** What the directory says it unpacks to: a claim, checked again while inflating. */
  declaredSize: number;
  /** Where its local header starts. */
  localOffset: number;
}

/** The bytes are not a zip this reader takes (no end record, a broken directory, more than one disk). */
export class NotAZipError extends Error {
  override name = 'NotAZipError';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

function endRecordAt(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - END_SIZE - MAX_COMMENT);
  for (let at = zip.length - END_SIZE; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + END_SIZE + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  throw new NotAZipError('no end of central directory record');
}

/**
 * The central directory of `zip` (at its end), read without unpacking anything: what each entry
 * declares. Zip64 is not read: its markers (0xffff entries, 0xffffffff sizes) come back as they
 * are, larger than any limit an import allows.
 */
export function readZipDirectory(zip: Buffer): { entryCount: number; entries: ZipEntry[] } {
  if (zip.length < END_SIZE) throw new NotAZipError('too short');
  const end = endRecordAt(zip);
  const entryCount = zip.readUInt16LE(end + 10);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== entryCount) {
    throw new NotAZipError('split archive');
  }
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (start + size > end) throw new NotAZipError('directory outside the file');
  return { entryCount, entries: entryCount === 0xffff ? [] : directoryEntries(zip, start, start + size, entryCount) };
}

function directoryEntries(zip: Buffer, start: number, stop: number, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > stop || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new NotAZipError('broken directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > stop) throw new NotAZipError('directory entry runs past the directory');
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc32: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at = next;
  }
  return entries;
}
