import { createInflateRaw } from 'node:zlib';
import type { ImportLimits, ImportProgress, ImportRule } from './import-limits';
import { NotAZipError, readZipDirectory, type ZipEntry } from './zip-directory';
import { writeZip, type PackedEntry } from './zip-writer';

/** A refusal of the workbook: the rule, and the limit it went past. */
export class WorkbookRefusal extends Error {
  constructor(
    readonly rule: ImportRule,
    readonly limit?: number,
  ) {
    super(rule);
    this.name = 'WorkbookRefusal';
  }
}

const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The parts of a workbook the first sheet's rows need, in the order exceljs reads them without a temporary file. */
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];

/**
 * An empty shared-strings part, stored, for a workbook of inline strings: exceljs streams a sheet
 * only after it has read shared strings, and copies it to a temporary file otherwise (a file a
 * refusal at the row limit would leave behind).
 */
const NO_SHARED_STRINGS: PackedEntry = {
  name: SHARED_STRINGS,
  method: 0,
  // CRC-32 of the text below.
  crc32: 0x2949bd0b,
  packed: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
  ),
  size: 153,
};
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** Refuses what the directory declares: too many entries, an entry or all of them too large, a ratio too high. */
function checkDeclared(entryCount: number, entries: ZipEntry[], limits: ImportLimits): void {
  if (entryCount > limits.maxEntries) throw new WorkbookRefusal('maxEntries', limits.maxEntries);
  let total = 0;
  for (const e of entries) {
    if (e.declaredSize > limits.maxEntryBytes) throw new WorkbookRefusal('maxUnpackedSize', limits.maxEntryBytes);
    total += e.declaredSize;
    if (total > limits.maxTotalBytes) throw new WorkbookRefusal('maxTotalUnpackedSize', limits.maxTotalBytes);
    if (e.declaredSize > limits.ratioGraceBytes && e.declaredSize > limits.maxRatio * Math.max(1, e.compressedSize)) {
      throw new WorkbookRefusal('maxCompressionRatio', limits.maxRatio);
    }
  }
}

/** The packed bytes of `entry`, found through its local header. */
function packedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new WorkbookRefusal('xlsx');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new WorkbookRefusal('xlsx');
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates `packed` only to count what it really unpacks to (a directory's sizes can lie), stopping
 * at once when one entry, all of them together, or its ratio goes past the limits.
 */
function unpackedSize(packed: Buffer, limits: ImportLimits, progress: ImportProgress, before: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    const stop = (refusal: WorkbookRefusal) => {
      inflate.destroy();
      reject(refusal);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      progress.inflatedBytes += chunk.length;
      if (size > limits.maxEntryBytes) stop(new WorkbookRefusal('maxUnpackedSize', limits.maxEntryBytes));
      else if (before + size > limits.maxTotalBytes) stop(new WorkbookRefusal('maxTotalUnpackedSize', limits.maxTotalBytes));
      else if (size > limits.ratioGraceBytes && size > limits.maxRatio * Math.max(1, packed.length)) {
        stop(new WorkbookRefusal('maxCompressionRatio', limits.maxRatio));
      }
    });
    inflate.on('error', () => reject(new WorkbookRefusal('xlsx')));
    inflate.on('end', () => resolve(size));
    inflate.end(packed);
  });
}

/**
 * The workbook `zip` checked before anything is parsed, as a new zip of only the parts its first
 * sheet needs. First its central directory: how many entries, what each declares to unpack to, all
 * of them together, and each one's ratio. Then each needed part is inflated once, counted as it
 * comes and stopped at the first limit passed, since declared sizes can lie. The new zip holds
 * exactly the bytes that were counted, sizes as found, in an order that lets exceljs stream the
 * sheet (shared strings before it), so nothing it reads was left unchecked.
 */
export async function checkedWorkbook(zip: Buffer, limits: ImportLimits, progress: ImportProgress): Promise<Buffer> {
  let directory: Awaited<ReturnType<typeof readZipDirectory>>;
  try {
    directory = await readZipDirectory(zip);
  } catch (err) {
    if (err instanceof NotAZipError) throw new WorkbookRefusal('xlsx');
    throw err;
  }
  checkDeclared(directory.entryCount, directory.entries, limits);
  const byName = new Map(directory.entries.map((e) => [e.name, e]));
  const sheets = directory.entries
    .map((e) => ({ e, n: Number(WORKSHEET.exec(e.name)?.[1] ?? NaN) }))
    .filter((s) => !Number.isNaN(s.n))
    .sort((a, b) => a.n - b.n);
  if (!byName.has(PARTS[0]!) || !byName.has(PARTS[1]!)) throw new WorkbookRefusal('xlsx');
  if (sheets.length === 0) throw new WorkbookRefusal('rows');
  const needed = [...PARTS.flatMap((name) => byName.get(name) ?? []), sheets[0]!.e];

  const parts: PackedEntry[] = [];
  let total = 0;
  for (const entry of needed) {
    // Encrypted, or packed some way neither we nor exceljs inflate.
    if (entry.flags & 1 || (entry.method !== STORED && entry.method !== DEFLATED)) throw new WorkbookRefusal('xlsx');
    const packed = packedBytes(zip, entry);
    const size = entry.method === STORED ? packed.length : await unpackedSize(packed, limits, progress, total);
    if (size > limits.maxEntryBytes) throw new WorkbookRefusal('maxUnpackedSize', limits.maxEntryBytes);
    total += size;
    if (total > limits.maxTotalBytes) throw new WorkbookRefusal('maxTotalUnpackedSize', limits.maxTotalBytes);
    parts.push({ name: entry.name, method: entry.method, crc32: entry.crc32, packed, size });
  }
  // Right after the workbook, before the sheet.
  if (!byName.has(SHARED_STRINGS)) parts.splice(2, 0, NO_SHARED_STRINGS);
  return writeZip(parts);
}
