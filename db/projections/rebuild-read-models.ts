import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { eventHash, GENESIS_HASH } from '../event-store/hash-chain';
import { rowToEvent } from '../event-store/row-to-event';
import { projectEvent } from './project-event';
import { alignRecordUnions } from '../effects';
import { ALL_TENANTS, withTenant } from '../tenancy/tenant-scope';

export interface RebuildResult {
  events: number;
  records: number;
  tasks: number;
  /** True when the rebuilt read models equal what was there and every hash chain holds. */
  equal: boolean;
  differences: string[];
}

class RollBack extends Error {}

const BATCH = 5000;

async function snapshot(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const r of await db.selectFrom('record').selectAll().execute()) rows.set(`record ${r.id}`, JSON.stringify(r));
  for (const t of await db.selectFrom('flow_task').selectAll().execute()) rows.set(`task ${t.id}`, JSON.stringify(t));
  // Kept from flow_task by its trigger (migration 20261201T1000): rebuilt with the tasks, compared as they are.
  for (const r of await db.selectFrom('task_reader').selectAll().execute()) rows.set(`reader ${r.task_id} ${r.reader}`, JSON.stringify(r));
  return rows;
}

function compare(before: Map<string, string>, after: Map<string, string>, out: string[]): void {
  for (const [key, row] of before) {
    const rebuilt = after.get(key);
    if (rebuilt === undefined) out.push(`${key}: missing after rebuild`);
    else if (rebuilt !== row) out.push(`${key}: differs\n  was   ${row}\n  built ${rebuilt}`);
  }
  for (const key of after.keys()) if (!before.has(key)) out.push(`${key}: not there before rebuild`);
}

/**
 * Drops the record and task read models and replays every event into them, checking each flow's
 * hash chain on the way. With `check` the rebuild is rolled back after the comparison.
 */
export function rebuildReadModels(db: Kysely<Database>, opts: { check: boolean }): Promise<RebuildResult> {
  return withTenant(ALL_TENANTS, () => rebuild(db, opts));
}

async function rebuild(db: Kysely<Database>, opts: { check: boolean }): Promise<RebuildResult> {
  let result: RebuildResult | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await sql`lock table record, flow_task, task_reader in exclusive mode`.execute(trx);
      const before = await snapshot(trx);
      await trx.deleteFrom('flow_task').execute();
      await trx.deleteFrom('record').execute();

      const differences: string[] = [];
      let events = 0;
      let last = { pid: '', seq: 0 };
      let prev = { pid: '', hash: GENESIS_HASH };
      for (;;) {
        const rows = await trx
          .selectFrom('flow_event')
          .selectAll()
          .where((eb) =>
            eb.or([eb('process_instance_id', '>', last.pid), eb.and([eb('process_instance_id', '=', last.pid), eb('seq', '>', last.seq)])]),
          )
          .orderBy('process_instance_id')
          .orderBy('seq')
          .limit(BATCH)
          .execute();
        for (const row of rows) {
          const event = rowToEvent(row);
          const expectedPrev = event.seq === 1 ? GENESIS_HASH : prev.pid === event.processInstanceId ? prev.hash : null;
          if (expectedPrev !== event.prevHash || eventHash(event.prevHash, event, event) !== event.hash) {
            differences.push(`flow ${event.processInstanceId}: hash chain broken at event ${event.seq}`);
          }
          await projectEvent(trx, event);
          prev = { pid: event.processInstanceId, hash: event.hash };
          events++;
        }
        const tail = rows.at(-1);
        if (!tail) break;
        last = { pid: tail.process_instance_id, seq: tail.seq };
      }

      // The events hold each union as it was when its flow started; transfers and renames moved on since.
      await alignRecordUnions(trx);
      const after = await snapshot(trx);
      compare(before, after, differences);
      const count = (prefix: string) => [...after.keys()].filter((k) => k.startsWith(prefix)).length;
      result = { events, records: count('record '), tasks: count('task '), equal: differences.length === 0, differences };
      if (opts.check) throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
  }
  if (!result) throw new Error('rebuild produced no result');
  return result;
}
