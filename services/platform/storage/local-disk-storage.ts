import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from './object-storage';
import { partialPath, streamToFile } from './spool';

/** Objects as files under one folder; keys never leave it. */
export class LocalDiskStorage implements ObjectStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  get describe(): string {
    return `local disk ${this.root}`;
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`object key escapes the storage folder: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  /** Streams into a partial file, renamed to the key only when complete (the type is not kept on disk). */
  async putStream(key: string, body: Readable, _contentType?: string): Promise<{ size: number }> {
    const path = this.pathOf(key);
    const partial = partialPath(path);
    const size = await streamToFile(body, partial);
    try {
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return { size };
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    // Opened here so that a missing object answers null rather than failing the stream later.
    const handle = await open(this.pathOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    return handle ? handle.createReadStream() : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
