import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { alignRecordUnions } from '../effects';
import type { FlowModel } from './flow-model';
import { READ_MODEL_TABLES, type ReadModelTable } from './read-model-tables';

type Db = Kysely<Database>;

/** Rows written per statement. */
const WRITE_BATCH = 2_000;

/** The table a rebuild folds `t`'s rows into: temporary, so a rebuild that dies leaves nothing behind. */
const stagedName = (table: string) => `rebuild_${table}`;
export const staged = (t: { table: string }) => sql.id(stagedName(t.table));

/**
 * The rebuild's own copy of each read model, empty: the table's columns and defaults without its
 * indexes, triggers or row-level security, so the folded rows go in at the cost of a heap write.
 * They are compared with the read models afterwards, and only what differs is written there.
 */
export async function createStagedTables(db: Db): Promise<void> {
  for (const t of READ_MODEL_TABLES) {
    await sql`create temp table ${staged(t)} (like ${sql.id(t.table)} including defaults) on commit drop`.execute(db);
  }
}

/**
 * The rows of folded flows waiting to be written into the staged tables: one INSERT per table from
 * a JSON array of whole rows, WRITE_BATCH rows at most. A write goes on while the fold does; the
 * next waits for it, so one is in flight at a time.
 */
export class StagedRows {
  private readonly pending = new Map<ReadModelTable, object[]>(READ_MODEL_TABLES.map((t) => [t, []]));
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly schema: string,
  ) {}

  add(m: FlowModel): void {
    for (const t of READ_MODEL_TABLES) {
      const rows = this.pending.get(t)!;
      for (const row of t.rows(m)) rows.push(row);
    }
  }

  get full(): boolean {
    return [...this.pending.values()].some((rows) => rows.length >= WRITE_BATCH);
  }

  /** Starts writing the pending rows once the write before is done. */
  async send(): Promise<void> {
    await this.writing;
    const statements = READ_MODEL_TABLES.filter((t) => this.pending.get(t)!.length > 0).map((t) => this.insert(t, this.pending.get(t)!));
    for (const t of READ_MODEL_TABLES) this.pending.set(t, []);
    this.writing = (async () => {
      for (const statement of statements) await statement.execute(this.db);
    })();
    // Awaited by the next send or by finish; a failure before then rolls the transaction back and must not go unhandled.
    this.writing.catch(() => undefined);
  }

  /** Writes what is pending and waits for every write. */
  async finish(): Promise<void> {
    await this.send();
    await this.writing;
  }

  /** The kept columns come from the read model's row. */
  private insert(t: ReadModelTable, rows: object[]) {
    const columns = Object.keys(rows[0]!);
    const source = columns.map((c) => (t.kept?.includes(c) ? sql`k.${sql.id(c)}` : sql`n.${sql.id(c)}`));
    // json, not jsonb: read row by row rather than built whole as a jsonb value first.
    const from = sql`json_populate_recordset(null::${sql.id(this.schema, t.table)}, ${JSON.stringify(rows)}::json) n`;
    const join = t.kept ? sql` left join ${sql.id(t.table)} k on k.id = n.id` : sql``;
    return sql`insert into ${staged(t)} (${sql.join(columns.map((c) => sql.id(c)))}) select ${sql.join(source)} from ${from}${join}`;
  }
}

/**
 * What the read models hold beyond the fold, set on the staged rows as it is on the tables: the
 * records' unions as the tree stands today, and `record.fields_limited`, which flow_task's trigger
 * sets when one of a record's tasks limits its fields (migration 20261201T1000).
 */
export async function completeStagedRows(db: Db): Promise<void> {
  await alignRecordUnions(db, { record: stagedName('record'), task: stagedName('flow_task') });
  await sql`update ${staged({ table: 'record' })} r set fields_limited = true
    where not fields_limited and r.id in (select record_id from ${staged({ table: 'flow_task' })} where visible_fields is not null)`.execute(
    db,
  );
}
