import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';

/** The parts of pg's connection a COPY ... FROM STDIN speaks through (pg's own protocol messages). */
interface CopyConnection {
  stream: Writable;
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/**
 * `COPY ... FROM STDIN` over node-postgres' own protocol messages, without pg-copy-streams: a
 * Submittable that sends the statement, then the chunks as CopyData when the server asks for them
 * (CopyInResponse), waiting for the socket to drain, then CopyDone.
 */
class CopyFromStdin implements pg.Submittable {
  private rowCount = 0;
  private error: Error | undefined;
  readonly done: Promise<number>;
  private settle!: (error: Error | undefined, rows: number) => void;

  constructor(
    private readonly text: string,
    private readonly chunks: AsyncIterable<string>,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error, rows) => (error ? reject(error) : resolve(rows));
    });
  }

  submit(connection: unknown): void {
    (connection as CopyConnection).query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    void (async () => {
      try {
        for await (const chunk of this.chunks) {
          connection.sendCopyFromChunk(Buffer.from(chunk));
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
        connection.endCopyFrom();
      } catch (error) {
        connection.sendCopyFail(String(error));
      }
    })();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rowCount = Number(message.text?.split(' ')[1] ?? 0);
  }

  handleError(error: Error): void {
    this.error = error;
  }

  handleReadyForQuery(): void {
    this.settle(this.error, this.rowCount);
  }
}

/** One value of COPY's text format: tabs, newlines and backslashes escaped, null as \N. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** Streams rows (already in COPY's text format, one line each) into `table (columns)`; answers the rows copied. */
export async function copyRows(url: string, table: string, columns: string[], lines: AsyncIterable<string>): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const copy = new CopyFromStdin(`copy ${table} (${columns.join(', ')}) from stdin`, lines);
    void client.query(copy);
    return await copy.done;
  } finally {
    await client.end();
  }
}
