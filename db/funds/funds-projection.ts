import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { appendSelectionEvent } from '../honours';
import type { FundsMonthSource } from '../tables/union-funds-month';
import { FUNDS_EVENTS, fundsStream, type FundsEventBody } from './funds-events';

/** A month row as the projection holds it between events (figures as numbers). */
export interface FundsMonthValues {
  tenant_id: string;
  union_id: string;
  month: string;
  payroll: number | null;
  paid: number;
  refunded: number;
  returned: number;
  sources: FundsMonthSource[];
  changed_at: Date;
}

/**
 * The month row after one line of a movement, given the row before it (undefined: none yet). Pure, so
 * the live path and a rebuild agree; a record's movement again (an effect replayed) replaces its own.
 */
export function nextMonth(
  row: FundsMonthValues | undefined,
  tenantId: string,
  body: FundsEventBody,
  line: FundsEventBody['payload']['lines'][number],
  at: Date,
): FundsMonthValues {
  const p = body.payload;
  const before = row ?? {
    tenant_id: tenantId,
    union_id: p.unionId,
    month: line.month,
    payroll: null,
    paid: 0,
    refunded: 0,
    returned: 0,
    sources: [],
    changed_at: at,
  };
  const sources = [
    ...before.sources.filter((s) => !(s.recordId === p.source.recordId && s.movement === p.movement)),
    {
      module: p.source.module,
      recordId: p.source.recordId,
      movement: p.movement,
      amount: line.amount,
      on: p.on,
      ...(line.paidBefore === undefined ? {} : { paidBefore: line.paidBefore }),
    },
  ];
  const sum = (m: FundsMonthSource['movement']) => sources.filter((s) => s.movement === m).reduce((n, s) => n + s.amount, 0);
  // A back payment states what was paid before it: the month's paid is then that and the payment, the
  // whole figure R-LEDGER checks against, not the back payments alone (a later one's paid-before holds the earlier).
  const whole = sources.map((s) => (s.movement === 'backPaid' && s.paidBefore !== undefined ? s.paidBefore + s.amount : 0));
  return {
    ...before,
    payroll: line.payroll ?? before.payroll,
    paid: Math.max(sum('backPaid'), ...whole),
    refunded: sum('refunded'),
    returned: sum('returned'),
    sources,
    changed_at: at,
  };
}

const rowOut = (r: FundsMonthValues) => ({ ...r, sources: JSON.stringify(r.sources) });

const heldRow = (r: {
  tenant_id: string;
  union_id: string;
  month: string;
  payroll: string | null;
  paid: string;
  refunded: string;
  returned: string;
  sources: FundsMonthSource[];
  changed_at: Date;
}): FundsMonthValues => ({
  ...r,
  union_id: String(r.union_id),
  payroll: r.payroll === null ? null : Number(r.payroll),
  paid: Number(r.paid),
  refunded: Number(r.refunded),
  returned: Number(r.returned),
});

/** Projects one `funds.moved` event into `union_funds_month`, in the transaction that appended it. */
export async function projectFunds(db: Kysely<Database>, tenantId: string, body: FundsEventBody, at: Date): Promise<void> {
  for (const line of body.payload.lines) {
    const held = await db
      .selectFrom('union_funds_month')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('union_id', '=', body.payload.unionId)
      .where('month', '=', line.month)
      .forUpdate()
      .executeTakeFirst();
    const after = rowOut(nextMonth(held ? heldRow(held) : undefined, tenantId, body, line, at));
    if (held) {
      const { tenant_id: _t, union_id: _u, month: _m, ...set } = after;
      await db
        .updateTable('union_funds_month')
        .set(set)
        .where('tenant_id', '=', tenantId)
        .where('union_id', '=', body.payload.unionId)
        .where('month', '=', line.month)
        .execute();
    } else await db.insertInto('union_funds_month').values(after).execute();
  }
}

/** Appends a funds movement to the union's stream in `db` (the approval's transaction) and projects it at once. */
export async function appendFundsEvent(
  db: Kysely<Database>,
  e: { tenantId: string; actor: { id: string | null; name: string }; at: Date; body: FundsEventBody },
): Promise<void> {
  // One writer of the union's stream at a time (appendSelectionEvent numbers it after its last).
  await sql`select pg_advisory_xact_lock(hashtextextended(${`funds:${e.tenantId}:${e.body.payload.unionId}`}, 0))`.execute(db);
  await appendSelectionEvent(db, {
    tenantId: e.tenantId,
    stream: fundsStream(e.body.payload.unionId),
    actor: e.actor,
    at: e.at,
    body: e.body,
  });
  await projectFunds(db, e.tenantId, e.body, e.at);
}

const lineOf = (r: FundsMonthValues) =>
  JSON.stringify([
    r.tenant_id,
    String(r.union_id),
    r.month,
    r.payroll,
    r.paid,
    r.refunded,
    r.returned,
    r.sources,
    r.changed_at.toISOString(),
  ]);

/**
 * Rebuilds `union_funds_month` from the `funds.moved` events alone (every tenant the scope shows) in
 * `trx`, folded in event order, compared with what the table holds and replaced where they differ
 * (listed in `differences`). Answers the number of month rows.
 */
export async function rebuildFundsTable(trx: Kysely<Database>, differences: string[] = []): Promise<number> {
  const events = await trx
    .selectFrom('selection_event')
    .select(['tenant_id', 'at', 'type', 'payload'])
    .where('type', 'in', [...FUNDS_EVENTS])
    .orderBy('id')
    .execute();
  const rows = new Map<string, FundsMonthValues>();
  for (const e of events) {
    const body = { type: e.type, payload: e.payload } as unknown as FundsEventBody;
    for (const line of body.payload.lines) {
      const key = `${e.tenant_id}|${body.payload.unionId}|${line.month}`;
      rows.set(key, nextMonth(rows.get(key), e.tenant_id, body, line, e.at));
    }
  }
  const want = [...rows.values()];
  const held = (await trx.selectFrom('union_funds_month').selectAll().execute()).map(heldRow);
  const a = want.map(lineOf).sort();
  const b = held.map(lineOf).sort();
  if (a.length === b.length && a.every((l, i) => l === b[i])) return want.length;
  differences.push(`union_funds_month: ${held.length} rows held, ${want.length} rebuilt from the events`);
  await trx.deleteFrom('union_funds_month').execute();
  for (let i = 0; i < want.length; i += 1000)
    await trx
      .insertInto('union_funds_month')
      .values(want.slice(i, i + 1000).map(rowOut))
      .execute();
  return want.length;
}

/** `rebuildFundsTable` in a transaction of its own. */
export const rebuildFunds = (db: Kysely<Database>): Promise<number> => db.transaction().execute((trx) => rebuildFundsTable(trx));
