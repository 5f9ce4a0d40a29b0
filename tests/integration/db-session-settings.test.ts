// The profile (docs/PERFORMANCE.md) found Postgres compiling the list pages' plans (JIT) for 0.6 to
// 2.2 s a statement that then ran in milliseconds: the portal's sessions run without it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db';

describe('the portal’s database sessions', () => {
  it('run without JIT compilation, as the app role too', async () => {
    for (const appRole of [false, true]) {
      const db = createDb(process.env.TEST_DATABASE_URL!, { max: 1, appRole });
      try {
        const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(db);
        expect(rows).toEqual([{ jit: 'off' }]);
      } finally {
        await db.destroy();
      }
    }
  });
});
