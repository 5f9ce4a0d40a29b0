import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database';
import type { RegisterHistoryTable, RegisterRowTable } from '../tables/register';
import { REGISTER_EVENTS, type RegisterEventBody } from './register-events';

/** A register row as the projection holds it between events (data as an object). */
export type RegisterRowValues = Omit<Insertable<RegisterRowTable>, 'data'> & { data: Record<string, unknown> };

/** What the projection needs of a stored event. */
export interface RegisterEvent {
  id: string;
  tenantId: string;
  seq: number;
  at: Date;
  actorName: string;
  body: RegisterEventBody;
}

/** The row after `e`, given the row before it (undefined when it has none yet); pure, so the live path and a rebuild agree. */
export function nextRow(row: RegisterRowValues | undefined, e: RegisterEvent): RegisterRowValues | undefined {
  const { body } = e;
  if (body.type === 'register.row.recorded') {
    const p = body.payload;
    const source = p.source ? { source_module: p.source.module, source_record_id: p.source.recordId } : {};
    if (!row)
      return {
        id: p.rowId,
        tenant_id: e.tenantId,
        register: p.register,
        union_id: p.union.id,
        union_path: p.union.path,
        row_key: p.key,
        name: p.name,
        data: p.data,
        state: 'active',
        source_module: p.source?.module ?? null,
        source_record_id: p.source?.recordId ?? null,
        recognised_on: p.on,
        closed_on: null,
        close_reason: null,
        version: e.seq,
        changed_at: e.at,
      };
    return {
      ...row,
      ...source,
      row_key: p.key,
      name: p.name,
      data: p.data,
      state: 'active',
      closed_on: null,
      close_reason: null,
      version: e.seq,
      changed_at: e.at,
    };
  }
  if (body.type === 'register.row.closed' && row) {
    const p = body.payload;
    return { ...row, state: 'closed', closed_on: p.on, close_reason: p.reason, version: e.seq, changed_at: e.at };
  }
  return row;
}

/** The history rows an event writes: one per column changed, one for a row entered or closed, one for a skipped change. */
export function historyRows(e: RegisterEvent): Insertable<RegisterHistoryTable>[] {
  const base = { tenant_id: e.tenantId, actor_name: e.actorName, at: e.at, event_id: e.id };
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  const { body } = e;
  const sourceOf = (s: { module: string; recordId: string } | null) => ({
    source_module: s?.module ?? null,
    source_record_id: s?.recordId ?? null,
  });
  if (body.type === 'register.row.recorded') {
    const p = body.payload;
    const changes = p.created ? [{ field: 'state', before: null, after: 'active' }] : p.changes;
    return changes.map((c, i) => ({
      ...base,
      ...sourceOf(p.source),
      id: `${e.id}-${i}`,
      register: p.register,
      row_id: p.rowId,
      field: c.field,
      before: json(c.before),
      after: json(c.after),
      outcome: 'done' as const,
      reason: null,
    }));
  }
  if (body.type === 'register.row.closed') {
    const p = body.payload;
    return [
      {
        ...base,
        ...sourceOf(p.source),
        id: `${e.id}-0`,
        register: p.register,
        row_id: p.rowId,
        field: 'state',
        before: json('active'),
        after: json('closed'),
        outcome: 'done',
        reason: p.reason,
      },
    ];
  }
  const p = body.payload;
  return [
    {
      ...base,
      ...sourceOf(p.source),
      id: `${e.id}-0`,
      register: p.register,
      row_id: p.rowId,
      field: p.effect,
      before: null,
      after: null,
      outcome: 'skipped',
      reason: p.reason,
    },
  ];
}

const rowOut = (r: RegisterRowValues): Insertable<RegisterRowTable> => ({ ...r, data: JSON.stringify(r.data) });

/**
 * Projects one appended event into `register_row` and `register_history`, in the transaction that
 * appended it. A new row's insert gives way to the unique index (one active row per key), so a
 * replay can never fail where the approval did not: the effect checked the key under its lock.
 */
export async function projectRegister(db: Kysely<Database>, e: RegisterEvent): Promise<void> {
  const rowId = 'rowId' in e.body.payload ? e.body.payload.rowId : null;
  if (e.body.type !== 'register.change.skipped' && rowId) {
    const held = await db
      .selectFrom('register_row')
      .selectAll()
      .where('tenant_id', '=', e.tenantId)
      .where('id', '=', rowId)
      .executeTakeFirst();
    const before = held ? { ...held, data: held.data as Record<string, unknown> } : undefined;
    const after = nextRow(before, e);
    if (after && !held)
      await db
        .insertInto('register_row')
        .values(rowOut(after))
        .onConflict((oc) => oc.doNothing())
        .execute();
    if (after && held) {
      const { id: _id, tenant_id: _t, union_path: _p, ...set } = rowOut(after);
      await db.updateTable('register_row').set(set).where('tenant_id', '=', e.tenantId).where('id', '=', rowId).execute();
    }
  }
  const history = historyRows(e);
  if (history.length) await db.insertInto('register_history').values(history).execute();
}

/** A value as comparable text: objects with their keys sorted, so jsonb's order does not count. */
function stable(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return v === undefined || v === null ? 'null' : JSON.stringify(String(v));
}

const lineOf = (r: Record<string, unknown>) => stable(r);

async function replaceWhenDifferent(
  trx: Kysely<Database>,
  table: 'register_row' | 'register_history',
  want: Record<string, unknown>[],
  differences: string[],
  write: (rows: Record<string, unknown>[]) => Promise<unknown>,
): Promise<void> {
  const held = await trx.selectFrom(table).selectAll().execute();
  const a = want.map(lineOf).sort();
  const b = held.map((r) => lineOf(r as Record<string, unknown>)).sort();
  if (a.length === b.length && a.every((l, i) => l === b[i])) return;
  differences.push(`${table}: ${held.length} rows held, ${want.length} rebuilt from the events`);
  await trx.deleteFrom(table).execute();
  for (let i = 0; i < want.length; i += 1000) await write(want.slice(i, i + 1000));
}

/**
 * Rebuilds `register_row` and `register_history` from the register events alone (every tenant the
 * scope shows) in `trx`: folded in event order, each row's union path then re-read from the tree
 * (a union moved by a transfer carries its register with it), compared with what the tables hold,
 * and replaced where they differ (listed in `differences`). Answers the number of rows.
 */
export async function rebuildRegisterTables(trx: Kysely<Database>, differences: string[] = []): Promise<number> {
  const events = await trx
    .selectFrom('selection_event')
    .select(['id', 'tenant_id', 'seq', 'at', 'actor_name', 'type', 'payload'])
    .where('type', 'in', [...REGISTER_EVENTS])
    .orderBy('id')
    .execute();
  const rows = new Map<string, RegisterRowValues>();
  const history: Insertable<RegisterHistoryTable>[] = [];
  for (const row of events) {
    const e: RegisterEvent = {
      id: String(row.id),
      tenantId: row.tenant_id,
      seq: row.seq,
      at: row.at,
      actorName: row.actor_name,
      body: { type: row.type, payload: row.payload } as RegisterEventBody,
    };
    const rowId = e.body.type === 'register.change.skipped' ? null : e.body.payload.rowId;
    if (rowId) {
      const held = rows.get(rowId);
      const key = e.body.type === 'register.row.recorded' ? e.body.payload.key : null;
      // The live insert gives way to an active row of the same key: so does the fold.
      const taken =
        !held &&
        key !== null &&
        [...rows.values()].some(
          (r) => r.state === 'active' && r.row_key === key && r.register === e.body.payload.register && r.tenant_id === e.tenantId,
        );
      const after = taken ? undefined : nextRow(held, e);
      if (after) rows.set(rowId, after);
    }
    history.push(...historyRows(e));
  }
  const unionIds = [...new Set([...rows.values()].map((r) => String(r.union_id)))];
  const unions = unionIds.length ? await trx.selectFrom('union_org').select(['id', 'path']).where('id', 'in', unionIds).execute() : [];
  const pathOf = new Map(unions.map((u) => [String(u.id), u.path]));
  const want = [...rows.values()].map((r) => ({ ...r, union_path: pathOf.get(String(r.union_id)) ?? r.union_path }));
  await replaceWhenDifferent(trx, 'register_row', want, differences, (chunk) =>
    trx
      .insertInto('register_row')
      .values((chunk as RegisterRowValues[]).map(rowOut))
      .execute(),
  );
  await replaceWhenDifferent(
    trx,
    'register_history',
    history.map((h) => ({
      ...h,
      before: h.before === null ? null : JSON.parse(h.before as string),
      after: h.after === null ? null : JSON.parse(h.after as string),
    })),
    differences,
    (chunk) =>
      trx
        .insertInto('register_history')
        .values(
          chunk.map((h) => ({
            ...h,
            before: h.before === null ? null : JSON.stringify(h.before),
            after: h.after === null ? null : JSON.stringify(h.after),
          })) as Insertable<RegisterHistoryTable>[],
        )
        .execute(),
  );
  return want.length;
}

/** `rebuildRegisterTables` in a transaction of its own. */
export const rebuildRegisters = (db: Kysely<Database>): Promise<number> => db.transaction().execute((trx) => rebuildRegisterTables(trx));
