// The fast rebuild against the live projection, over the catalogue: every module's flows in every
// scenario its flow allows (decided by the workflow's own rules), projected live event by event; then
// a rebuild from the event store must leave every table the projection maintains as it was.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { rebuildReadModels, type RebuildResult } from '../../db';
import { READ_MODEL_TABLES } from '../../db/projections/read-model-tables';
import { growDistrict } from '../bench/district';
import { buildTemplates, type Template } from '../bench/record-templates';
import { createTestDatabase } from '../support';

/** Every module with a lifecycle: the lookups have none. */
const FLOW_MODULES = Object.values(modules)
  .filter((e) => !e.lookup)
  .map((e) => e.key);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let templates: Template[];
let live: Map<string, string>;
let rebuilt: RebuildResult;

/** Every row of the projected tables, by table and id, as JSON. */
async function projectedRows(): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const t of READ_MODEL_TABLES) {
    const { rows: found } = await sql<{ id: string; row: unknown }>`
      select id::text as id, to_jsonb(t) as row from ${sql.id(t.table)} t`.execute(database.db);
    for (const r of found) rows.set(`${t.table} ${r.id}`, JSON.stringify(r.row));
  }
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await growDistrict(database.db, { launions: 1, corpsPerLaunion: 2 });
  templates = await buildTemplates(database.db, Date.now(), FLOW_MODULES, { onePerKind: true });
  live = await projectedRows();
  rebuilt = await rebuildReadModels(database.db, { check: false });
  // Every flow projected event by event: some seconds on a quiet machine, minutes beside the browser tests.
}, 300_000);
afterAll(async () => database?.drop());

describe('a rebuild from the event store', () => {
  it('replays every flow projected live and finds every row as the live projection left it', () => {
    expect(rebuilt.differences).toEqual([]);
    expect(rebuilt.equal).toBe(true);
    expect(rebuilt.records).toBe(templates.length);
  });

  it.each(READ_MODEL_TABLES.map((t) => [t.table] as const))('leaves table %s as the live projection wrote it', async (table) => {
    const after = await projectedRows();
    const of = (rows: Map<string, string>) => [...rows].filter(([key]) => key.startsWith(`${table} `)).sort(([a], [b]) => (a < b ? -1 : 1));
    expect(of(after)).toEqual(of(live));
  });

  it.each(FLOW_MODULES.filter((m) => !modules[m]!.publishOnly).map((m) => [m] as const))(
    '%s: its records and tasks in every scenario are rebuilt as projected live',
    async (module) => {
      const mine = templates.filter((t) => t.module === module);
      const { rows } = await sql<{ records: number; tasks: number }>`
        select (select count(*)::int from record where module = ${module}) as records,
               (select count(*)::int from flow_task where module = ${module}) as tasks`.execute(database.db);
      expect(rows[0]!.records).toBe(mine.length);
      const keys = [...live.keys()].filter((k) => k.startsWith('flow_task ') && JSON.parse(live.get(k)!).module === module);
      expect(rows[0]!.tasks).toBe(keys.length);
    },
  );
});
