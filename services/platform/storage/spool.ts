import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** `path` with a random suffix, for a file that becomes `path` only once it is complete. */
export function partialPath(path: string): string {
  return `${path}.${randomBytes(6).toString('hex')}.part`;
}

/**
 * Writes `body` to the file `path` chunk by chunk and answers the bytes written; on failure the file
 * is removed and the error passed on.
 */
export async function streamToFile(body: Readable, path: string): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  let size = 0;
  try {
    await pipeline(
      body,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path, { mode: 0o600 }),
    );
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return size;
}
