// Found by the chaos test (tests/chaos): PostgreSQL killed while a request held a pooled connection
// between two statements of a transaction ended the whole API process ("Unhandled 'error' event" on
// the pg client: the pool listens for errors only on idle connections).
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db';

describe('a pooled connection the server drops while a transaction holds it between statements', () => {
  it('fails that transaction, not the process, and the pool serves the next query', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const db = createDb(url, { max: 2 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const held = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The server's FATAL and the closed socket arrive while no statement runs on the connection.
        await new Promise((r) => setTimeout(r, 500));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });
});
