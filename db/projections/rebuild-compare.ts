import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../database';

type Db = Kysely<Database>;

/** The differences a check lists at most per table. */
const SHOWN_DIFFERENCES = 1_000;

/** A read model's table and how a difference names its rows: by `key` (the id when not given). */
export interface KeyedTable {
  table: string;
  label: string;
  key?: readonly string[];
}

/** The rows a table should hold: a staged table, or a query deriving them. */
export type Built = RawBuilder<unknown>;

const keyOf = (t: KeyedTable) => t.key ?? ['id'];
const sameKey = (t: KeyedTable) =>
  sql.join(
    keyOf(t).map((c) => sql`${sql.ref(`a.${c}`)} = ${sql.ref(`b.${c}`)}`),
    sql` and `,
  );
/** Rows `a` and `b` hold the same values: the same bytes (most rows, cheaply), else equal column by column. */
const sameRow = sql`(a *= b or a is not distinct from b)`;

/**
 * Lists in `out` how table `t` (as `b`) differs from the rows it should hold (`built`, as `a`), by
 * key: rows missing, rows not built, rows whose values differ. Set-wise: one full join. True when
 * there is any difference.
 */
export async function compareRows(db: Db, t: KeyedTable, built: Built, out: string[]): Promise<boolean> {
  const key = keyOf(t);
  const named = (alias: string) =>
    sql.join(
      key.map((c) => sql`${sql.ref(`${alias}.${c}`)}::text`),
      sql` || ' ' || `,
    );
  const first = key[0]!;
  const { rows } = await sql<{ id: string; was: unknown; built: unknown }>`
    select coalesce(${named('b')}, ${named('a')}) as id, case when ${sql.ref(`b.${first}`)} is null then null else to_jsonb(b) end as was,
      case when ${sql.ref(`a.${first}`)} is null then null else to_jsonb(a) end as built
    from ${sql.id(t.table)} b full join (${built}) a on ${sameKey(t)}
    where ${sql.ref(`a.${first}`)} is null or ${sql.ref(`b.${first}`)} is null or not ${sameRow}
    order by 1
    limit ${SHOWN_DIFFERENCES}`.execute(db);
  for (const r of rows) {
    const name = `${t.label} ${r.id}`;
    if (r.built === null) out.push(`${name}: missing after rebuild`);
    else if (r.was === null) out.push(`${name}: not there before rebuild`);
    else out.push(`${name}: differs\n  was   ${JSON.stringify(r.was)}\n  built ${JSON.stringify(r.built)}`);
  }
  return rows.length > 0;
}

/**
 * Makes table `t` hold exactly the `built` rows: its rows that are not built as they are deleted,
 * the built rows it then lacks inserted. Row triggers fire as for any delete and insert.
 */
export async function writeDifferences(db: Db, t: KeyedTable, built: Built): Promise<void> {
  const table = sql.id(t.table);
  await sql`delete from ${table} b where not exists (select from (${built}) a where ${sameKey(t)} and ${sameRow})`.execute(db);
  await sql`insert into ${table} select a.* from (${built}) a where not exists (select from ${table} b where ${sameKey(t)})`.execute(db);
}
