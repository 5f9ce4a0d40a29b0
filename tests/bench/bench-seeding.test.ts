// The bench's own code paths at tiny sizes, on the real servers; nothing here is timed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support';
import { growDistrict } from './district';
import { buildTemplates, type Template } from './record-templates';
import { runRebuildBench } from './rebuild-bench';
import { seedRecords } from './seed-records';

// One module per flow the district's spread exercises: two stages, steps, published without review.
const MODULES = ['setup1', 'organ5', 'activity'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let templates: Template[];

beforeAll(async () => {
  database = await createTestDatabase();
  await growDistrict(database.db, { launions: 1, corpsPerLaunion: 4 });
  templates = await buildTemplates(database.db, Date.now(), MODULES);
});
afterAll(async () => database?.drop());

describe('the bench seeding', () => {
  it('writes the rows the projection makes of the records’ events: a rebuild from the event store finds them equal', async () => {
    const result = await runRebuildBench(database.db, database.url, templates, 60);
    expect(result.differences).toEqual([]);
    expect(result.equal).toBe(true);
    // The templates' flows and the 60 records' flows, every one replayed.
    expect(result.flows).toBe(templates.length + 60);
  });

  it('spreads records over the district’s applying unions, the modules and the states, and keeps each record’s tasks', async () => {
    await seedRecords(database.db, 61, 400);
    const spread = await sql<{ unions: number; modules: number; states: number; orphans: number }>`
      select count(distinct union_id)::int as unions, count(distinct module)::int as modules, count(distinct state)::int as states,
        (select count(*)::int from flow_task t where not exists (select 1 from record r where r.id = t.record_id)) as orphans
      from record`.execute(database.db);
    expect(spread.rows[0]).toMatchObject({ modules: MODULES.length, orphans: 0 });
    expect(spread.rows[0]!.unions).toBeGreaterThan(8);
    expect(spread.rows[0]!.states).toBeGreaterThanOrEqual(6);
  });
});
