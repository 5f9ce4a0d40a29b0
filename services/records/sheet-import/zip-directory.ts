import type unzipper from 'unzipper';

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

/**
 * The central directory of `zip` (at its end), read with unzipper (the zip reader exceljs itself
 * uses) without unpacking anything: what each entry declares, zip64 sizes included.
 */
export async function readZipDirectory(zip: Buffer): Promise<{ entryCount: number; entries: ZipEntry[] }> {
  let directory: unzipper.CentralDirectory;
  // Loaded with the first zip read (an import's attachments), not with the API: about 4 MB of heap.
  const { Open } = (await import('unzipper')).default;
  try {
    directory = await Open.buffer(zip);
  } catch (err) {
    throw new NotAZipError(err instanceof Error ? err.message : String(err));
  }
  if (directory.diskNumber !== 0 || directory.numberOfRecordsOnDisk !== directory.numberOfRecords) {
    throw new NotAZipError('split archive');
  }
  const entries = directory.files.map((f) => ({
    name: f.path,
    flags: f.flags,
    method: f.compressionMethod,
    crc32: f.crc32,
    compressedSize: f.compressedSize,
    declaredSize: f.uncompressedSize,
    localOffset: f.offsetToLocalFileHeader,
  }));
  return { entryCount: directory.numberOfRecords, entries };
}
