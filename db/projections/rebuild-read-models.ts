import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { StoredFlowEvent } from '../event-store/events';
import { eventHash, GENESIS_HASH } from '../event-store/hash-chain';
import { rowToEvent } from '../event-store/row-to-event';
import type { FlowEventRow } from '../tables/flow-event';
import { alignRecordUnions } from '../effects';
import { ALL_TENANTS, withTenant } from '../tenancy/tenant-scope';
import { emptyFlowModel, type FlowModel } from './flow-model';
import { applyEvent } from './project-event';
import { DERIVED_TABLES, READ_MODEL_TABLES, type DerivedTable, type ReadModelTable } from './read-model-tables';

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

/** Events read per query: one ordered keyset page of the event store. */
const EVENT_BATCH = 20_000;
/** Rows written per statement. */
const WRITE_BATCH = 5_000;
/** The differences a check lists at most (it counts them all). */
const SHOWN_DIFFERENCES = 1_000;

const before = (t: { table: string }) => sql.id(`rebuild_before_${t.table}`);
const kept = (t: ReadModelTable) => sql.id(`rebuild_kept_${t.table}`);

/** The events after `last` in flow and sequence order, one page: a row comparison, one range of the (flow, seq) index. */
function eventPage(db: Db, last: { pid: string; seq: number }): Promise<FlowEventRow[]> {
  return db
    .selectFrom('flow_event')
    .selectAll()
    .where(sql<boolean>`(process_instance_id, seq) > (${last.pid}, ${last.seq})`)
    .orderBy('process_instance_id')
    .orderBy('seq')
    .limit(EVENT_BATCH)
    .execute();
}

/** The rows of folded flows waiting to be written, per table, written set-wise (one statement per WRITE_BATCH rows). */
class RowWriter {
  private readonly pending = new Map<ReadModelTable, object[]>(READ_MODEL_TABLES.map((t) => [t, []]));
  private readonly schema: string;

  constructor(
    private readonly db: Db,
    schema: string,
  ) {
    this.schema = schema;
  }

  add(m: FlowModel): void {
    for (const t of READ_MODEL_TABLES) this.pending.get(t)!.push(...t.rows(m));
  }

  get size(): number {
    return Math.max(...[...this.pending.values()].map((rows) => rows.length));
  }

  /** One multi-row INSERT per table from a JSON array of whole rows; the kept columns come from what the rows held. */
  async flush(): Promise<void> {
    for (const t of READ_MODEL_TABLES) {
      const rows = this.pending.get(t)!;
      if (rows.length === 0) continue;
      this.pending.set(t, []);
      const columns = Object.keys(rows[0]!);
      const source = columns.map((c) => (t.kept?.includes(c) ? sql`k.${sql.id(c)}` : sql`n.${sql.id(c)}`));
      const from = sql`jsonb_populate_recordset(null::${sql.id(this.schema, t.table)}, ${JSON.stringify(rows)}::jsonb) n`;
      const join = t.kept ? sql` left join ${kept(t)} k on k.id = n.id` : sql``;
      await sql`insert into ${sql.id(t.table)} (${sql.join(columns.map((c) => sql.id(c)))}) select ${sql.join(source)} from ${from}${join}`.execute(
        this.db,
      );
    }
  }
}

/** Differences of table `t` against its copy from before the rebuild, row by row by its key, set-wise. */
async function compare(db: Db, t: { table: string; label: string; key?: readonly string[] }, out: string[]): Promise<void> {
  const key = t.key ?? ['id'];
  const keyOf = (alias: string) =>
    sql.join(
      key.map((c) => sql`${sql.ref(`${alias}.${c}`)}::text`),
      sql` || ' ' || `,
    );
  const on = sql.join(
    key.map((c) => sql`${sql.ref(`a.${c}`)} = ${sql.ref(`b.${c}`)}`),
    sql` and `,
  );
  const first = key[0]!;
  const { rows } = await sql<{ id: string; was: unknown; built: unknown }>`
    select coalesce(${keyOf('b')}, ${keyOf('a')}) as id, case when ${sql.ref(`b.${first}`)} is null then null else to_jsonb(b) end as was,
      case when ${sql.ref(`a.${first}`)} is null then null else to_jsonb(a) end as built
    from ${before(t)} b full join ${sql.id(t.table)} a on ${on}
    where ${sql.ref(`a.${first}`)} is null or ${sql.ref(`b.${first}`)} is null or to_jsonb(a) <> to_jsonb(b)
    order by 1
    limit ${SHOWN_DIFFERENCES}`.execute(db);
  for (const r of rows) {
    const name = `${t.label} ${r.id}`;
    if (r.built === null) out.push(`${name}: missing after rebuild`);
    else if (r.was === null) out.push(`${name}: not there before rebuild`);
    else out.push(`${name}: differs\n  was   ${JSON.stringify(r.was)}\n  built ${JSON.stringify(r.built)}`);
  }
}

/**
 * Empties the read models the projection maintains (READ_MODEL_TABLES) and folds every event into
 * them again with the live path's projection: the event store read in ordered keyset pages, each
 * flow folded in memory (its hash chain checked on the way), the rows written set-wise. Row
 * triggers on the tables fire as for any delete and insert. The rebuilt rows are compared with the
 * rows that were there; with `check` the rebuild is then rolled back.
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
      const { rows: schemaRows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(trx);
      for (const t of READ_MODEL_TABLES) {
        await sql`create temp table ${before(t)} on commit drop as select * from ${sql.id(t.table)}`.execute(trx);
        if (t.kept) {
          const cols = sql.join(['id', ...t.kept].map((c) => sql.id(c)));
          await sql`create temp table ${kept(t)} on commit drop as select ${cols} from ${sql.id(t.table)}`.execute(trx);
          await sql`create unique index on ${kept(t)} (id)`.execute(trx);
        }
      }
      const derived = (t: DerivedTable) => sql`create temp table ${before(t)} on commit drop as select * from ${sql.id(t.table)}`;
      for (const t of DERIVED_TABLES) await derived(t).execute(trx);
      for (const t of [...READ_MODEL_TABLES].reverse()) await sql`delete from ${sql.id(t.table)}`.execute(trx);

      const writer = new RowWriter(trx, schemaRows[0]!.schema);
      const differences: string[] = [];
      let events = 0;
      let model = emptyFlowModel();
      let prev = { pid: '', hash: GENESIS_HASH };
      let page = eventPage(trx, { pid: '', seq: 0 });
      for (;;) {
        const rows = await page;
        const tail = rows.at(-1);
        // The next page is read while this one folds.
        if (tail) {
          page = eventPage(trx, { pid: tail.process_instance_id, seq: tail.seq });
          // Awaited on the next turn; a failure before then rolls the transaction back and must not go unhandled.
          page.catch(() => undefined);
        }
        for (const row of rows) {
          const event: StoredFlowEvent = rowToEvent(row);
          if (event.processInstanceId !== prev.pid) {
            writer.add(model);
            model = emptyFlowModel();
          }
          const expectedPrev = event.seq === 1 ? GENESIS_HASH : prev.pid === event.processInstanceId ? prev.hash : null;
          if (expectedPrev !== event.prevHash || eventHash(event.prevHash, event, event) !== event.hash) {
            differences.push(`flow ${event.processInstanceId}: hash chain broken at event ${event.seq}`);
          }
          applyEvent(model, event);
          prev = { pid: event.processInstanceId, hash: event.hash };
          events++;
        }
        if (!tail) break;
        if (writer.size >= WRITE_BATCH) await writer.flush();
      }
      writer.add(model);
      await writer.flush();

      // The events hold each union as it was when its flow started; transfers and renames moved on since.
      await alignRecordUnions(trx);
      for (const t of [...READ_MODEL_TABLES, ...DERIVED_TABLES]) await compare(trx, t, differences);
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
