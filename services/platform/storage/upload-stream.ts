import { Readable } from 'node:stream';
import { detectFileType, type UploadKind } from './file-types';

/** Bytes read before deciding the type: enough for file-type to tell an Office file from a zip. */
export const SNIFF_BYTES = 16 * 1024;

/** The upload went past the size limit; whatever was stored of it must go. */
export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}

/** The upload has no bytes at all: there is nothing to type or keep. */
export class EmptyUploadError extends Error {
  override name = 'EmptyUploadError';
}

/** A multipart file stream: busboy stops it at the size limit and sets `truncated`. */
export type UploadSource = Readable & { truncated?: boolean };

export interface SniffedUpload {
  mime: string;
  ext: string;
  /** The whole file again (the sniffed bytes first), failing with UploadTooLargeError at the limit. */
  body: Readable;
}

/**
 * Reads the first bytes of an upload to recognise its type, then hands back a stream of the whole
 * file, so that only those bytes are ever held in memory. Null when the type is not of `kind`
 * (the source is closed then); UploadTooLargeError when the file is over the limit already,
 * EmptyUploadError when it has no bytes.
 */
export async function sniffUpload(source: UploadSource, kind: UploadKind): Promise<SniffedUpload | null> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const close = async () => {
    await chunks.return?.();
  };
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  if (source.truncated) {
    await close();
    throw new UploadTooLargeError();
  }
  if (length === 0) throw new EmptyUploadError();
  const first = Buffer.concat(head);
  const type = await detectFileType(first, kind);
  if (!type) {
    await close();
    return null;
  }

  async function* whole(): AsyncGenerator<Buffer> {
    try {
      yield first;
      if (ended) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) break;
        // busboy marks the stream before it hands over the cut chunk: stop at once, read no more.
        if (source.truncated) throw new UploadTooLargeError();
        yield next.value;
      }
      if (source.truncated) throw new UploadTooLargeError();
    } finally {
      await close();
    }
  }
  return { mime: type.mime, ext: type.ext, body: Readable.from(whole(), { objectMode: false }) };
}
