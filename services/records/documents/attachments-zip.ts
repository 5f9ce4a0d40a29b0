import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { zipEntryName } from './zip-entry-name';

/**
 * One file of a zip: where it goes in the archive (its folders, then its file name: each one
 * segment, made safe by `zipEntryName`), its type, and how to open its bytes.
 */
export interface ZipFile {
  path: string[];
  mime: string;
  open: () => Promise<Readable | null>;
}

/** Types that are compressed already: stored as they are, deflating them again only costs time. */
const COMPRESSED = /^(image\/|video\/|audio\/)|pdf|zip|compressed|openxmlformats|opendocument/;

/** `报告.pdf`, `报告 (2).pdf`, … so that no entry hides another of the same name. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

/**
 * A zip of `files`, streamed: each file is opened only when the one before it is in the archive,
 * and flows through as it is read, so neither memory nor the storage's connections hold more than
 * one file at a time. A file that cannot be read fails the stream (the download breaks off
 * rather than leaving a file out unnoticed). archiver loads with the first zip, not with the API
 * (about 10 MB resident), so the archive flows through a stream answered at once.
 */
export function zipFiles(files: ZipFile[]): Readable {
  const out = new PassThrough();
  const names = uniqueNames(files.map((f) => zipEntryName(f.path)));
  void (async () => {
    const { ZipArchive } = await import('archiver');
    const zip = new ZipArchive({ zlib: { level: 6 } });
    zip.once('error', (err) => out.destroy(err));
    out.once('close', () => zip.destroy());
    zip.pipe(out);
    for (const [i, file] of files.entries()) {
      const body = await file.open();
      if (!body) throw new Error(`object of ${names[i]} is missing`);
      const added = once(zip, 'entry');
      zip.append(body, { name: names[i]!, store: COMPRESSED.test(file.mime) });
      await added;
    }
    await zip.finalize();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
