import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { StoredFlowEvent } from '../event-store/events';
import { GENESIS_HASH, storedEventHash } from '../event-store/hash-chain';
import { rowToEvent } from '../event-store/row-to-event';
import type { FlowEventRow } from '../tables/flow-event';
import { ALL_TENANTS, withTenant } from '../tenancy/tenant-scope';
import { emptyFlowModel } from './flow-model';
import { applyEvent } from './project-event';
import { rebuildHonourTable } from '../honours';
import { rebuildRegisterTables } from '../registers';
import { rebuildFundsTable } from '../funds';
import { DERIVED_TABLES, READ_MODEL_TABLES } from './read-model-tables';
import { compareRows, writeDifferences } from './rebuild-compare';
import { completeStagedRows, createStagedTables, staged, StagedRows } from './rebuild-staging';

export interface RebuildResult {
  events: number;
  records: number;
  tasks: number;
  /** True when the rebuilt read models equal what was there and every hash chain holds. */
  equal: boolean;
  differences: string[];
}

class RollBack extends Error {}

type Db = Kysely<Database>;

/** Events read per query: one ordered keyset page of the event store (smaller pages fold while the next is read, and die young). */
const EVENT_BATCH = 5_000;

/** The columns an event is made of (not the row's own id and command: less for pg to parse a row). */
const EVENT_COLUMNS = [
  'tenant_id',
  'process_instance_id',
  'seq',
  'type',
  'module',
  'record_id',
  'at',
  'actor_id',
  'actor_name',
  'actor_union',
  'payload',
  'prev_hash',
  'hash',
] as const satisfies readonly (keyof FlowEventRow)[];

/** The events after `last` in flow and sequence order, one page: a row comparison, one range of the (flow, seq) index. */
function eventPage(db: Db, last: { pid: string; seq: number }): Promise<Pick<FlowEventRow, (typeof EVENT_COLUMNS)[number]>[]> {
  return db
    .selectFrom('flow_event')
    .select(EVENT_COLUMNS)
    .where(sql<boolean>`(process_instance_id, seq) > (${last.pid}, ${last.seq})`)
    .orderBy('process_instance_id')
    .orderBy('seq')
    .limit(EVENT_BATCH)
    .execute();
}

/**
 * Folds every event into the read models the projection maintains (READ_MODEL_TABLES) again, with
 * the live path's projection, and makes the tables equal what it folded: the event store read in
 * ordered keyset pages, each flow folded in memory (its hash chain checked on the way), the rows
 * written set-wise into staged tables of the rebuild's own, then compared with the read models and
 * only the rows that differ deleted and inserted there (row triggers fire for those); the tables
 * kept by triggers (DERIVED_TABLES) are compared and written the same way after. One transaction
 * holding the read models against writers (readers see them as they were until it commits); with
 * `check` it is rolled back.
 */
export function rebuildReadModels(db: Db, opts: { check: boolean }): Promise<RebuildResult> {
  return withTenant(ALL_TENANTS, () => rebuild(db, opts));
}

async function rebuild(db: Db, opts: { check: boolean }): Promise<RebuildResult> {
  let result: RebuildResult | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const tables = [...READ_MODEL_TABLES, ...DERIVED_TABLES].map((t) => sql.id(t.table));
      await sql`lock table ${sql.join(tables)} in exclusive mode`.execute(trx);
      // The comparison's hash joins hold a table's rows in memory rather than in batches on disk.
      await sql`set local work_mem = '64MB'`.execute(trx);
      const { rows: schemaRows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(trx);
      await createStagedTables(trx);
      const differences: string[] = [];
      const events = await foldEvents(trx, new StagedRows(trx, schemaRows[0]!.schema), differences);
      await completeStagedRows(trx);

      for (const t of READ_MODEL_TABLES) {
        const built = sql`select * from ${staged(t)}`;
        if (await compareRows(trx, t, built, differences)) await writeDifferences(trx, t, built);
      }
      for (const t of DERIVED_TABLES) {
        if (await compareRows(trx, t, t.derived, differences)) await writeDifferences(trx, t, t.derived);
      }
      // The honour read model follows the selection events (publicity decisions, honours granted on approval).
      await sql`lock table honour in exclusive mode`.execute(trx);
      await rebuildHonourTable(trx, differences);
      // So do the registers kept by approvals (venues, covered enterprises), their union paths re-read from the tree.
      await sql`lock table register_row, register_history in exclusive mode`.execute(trx);
      await rebuildRegisterTables(trx, differences);
      // And the funds ledger kept by the finance approvals (back payments, refunds, returns).
      await sql`lock table union_funds_month in exclusive mode`.execute(trx);
      await rebuildFundsTable(trx, differences);
      const count = async (table: 'record' | 'flow_task') =>
        Number(
          (
            await trx
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      result = { events, records: await count('record'), tasks: await count('flow_task'), equal: differences.length === 0, differences };
      if (opts.check) throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
  }
  if (!result) throw new Error('rebuild produced no result');
  return result;
}

/** Every event of the store folded flow by flow into `rows`, each hash chain checked (a break is listed in `differences`); the number of events. */
async function foldEvents(db: Db, rows: StagedRows, differences: string[]): Promise<number> {
  let events = 0;
  let model = emptyFlowModel();
  let prev = { pid: '', hash: GENESIS_HASH };
  let page = eventPage(db, { pid: '', seq: 0 });
  for (;;) {
    const found = await page;
    const tail = found.at(-1);
    // The next page is read while this one folds.
    if (tail) {
      page = eventPage(db, { pid: tail.process_instance_id, seq: tail.seq });
      // Awaited on the next turn; a failure before then rolls the transaction back and must not go unhandled.
      page.catch(() => undefined);
    }
    for (const row of found) {
      const event: StoredFlowEvent = rowToEvent(row);
      if (event.processInstanceId !== prev.pid) {
        rows.add(model);
        model = emptyFlowModel();
      }
      const expectedPrev = event.seq === 1 ? GENESIS_HASH : prev.pid === event.processInstanceId ? prev.hash : null;
      // event.at is the stored timestamp's toISOString(), the form the hash takes it in.
      if (expectedPrev !== event.prevHash || storedEventHash(event.prevHash, event, event, event.at) !== event.hash) {
        differences.push(`flow ${event.processInstanceId}: hash chain broken at event ${event.seq}`);
      }
      applyEvent(model, event);
      prev = { pid: event.processInstanceId, hash: event.hash };
      events++;
    }
    if (!tail) break;
    if (rows.full) await rows.send();
  }
  rows.add(model);
  await rows.finish();
  return events;
}
