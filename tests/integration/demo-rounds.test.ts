// The demo's selection rounds (db/seed/demo-rounds.ts): a fresh demo can file a module that has a
// round, and seeding again or a federation's own round adds none beside it.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TENANTS, catalogueRoundKinds, newId, seed, seedDemoRounds, withTenant, type Database } from '../../db';
import { CLIENT_SECRET, createTestDatabase, DEMO_PASSWORD } from '../support';

let database: { db: Kysely<Database>; drop: () => Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const roundsOf = (tenantId: string, kind: string) =>
  database.db.selectFrom('selection_round').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind).execute();

describe('the demo selection rounds', () => {
  it('are open now, one of every kind a module is filed in, in every tenant', async () => {
    const kinds = catalogueRoundKinds();
    expect(kinds.length).toBeGreaterThan(0);
    for (const tenantId of ['000000', '100001']) {
      for (const kind of kinds) {
        const rounds = await roundsOf(tenantId, kind);
        expect(rounds).toHaveLength(1);
        expect(rounds[0]!.opens_at.getTime()).toBeLessThan(Date.now());
        expect(rounds[0]!.closes_at.getTime()).toBeGreaterThan(Date.now());
      }
    }
  });

  it('are not added again when the seed runs again (a restart)', async () => {
    const before = await database.db
      .selectFrom('selection_round')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await seed(database.db, { demoPassword: DEMO_PASSWORD, clientSecret: CLIENT_SECRET, demo: true, demoPasswordCost: 1024 });
    const after = await database.db
      .selectFrom('selection_round')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("leave a tenant's own round of a kind alone and add none beside it", async () => {
    const kind = catalogueRoundKinds()[0]!;
    await database.db.deleteFrom('selection_round').where('tenant_id', '=', '100001').where('kind', '=', kind).execute();
    const own = newId();
    await database.db
      .insertInto('selection_round')
      .values({
        id: own,
        tenant_id: '100001',
        kind,
        year: 2025,
        title: '2025年度评选',
        opens_at: new Date('2025-03-01'),
        closes_at: new Date('2025-04-01'),
        status: 'closed',
      })
      .execute();
    await withTenant(ALL_TENANTS, () => seedDemoRounds(database.db));
    const rounds = await roundsOf('100001', kind);
    expect(rounds.map((r) => String(r.id))).toEqual([String(own)]);
  });
});
