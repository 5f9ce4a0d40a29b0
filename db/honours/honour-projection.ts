import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database';
import type { HonourTable } from '../tables/publicity';
import type { HonourGrant } from './grants';
import type { SelectionEventBody, StoredSelectionEvent } from './selection-events';

/** The honours an event grants: a decision's (its records marked 授予) or one granted on approval. */
export function honoursOf(body: SelectionEventBody): HonourGrant[] {
  if (body.type === 'publicity.decided') return body.payload.honours;
  if (body.type === 'honour.granted') return [body.payload.honour];
  return [];
}

/** The event types the honour read model follows. */
export const HONOUR_EVENTS = ['publicity.decided', 'honour.granted'] as const;

/** The rows of `honour` an event projects to; the id is the event's and the record's, so a rebuild writes the same rows. */
export function honourRows(e: Pick<StoredSelectionEvent, 'id' | 'tenantId' | 'body'>): Insertable<HonourTable>[] {
  return honoursOf(e.body).map((h) => ({
    id: `${e.id}-${h.recordId}`,
    tenant_id: e.tenantId,
    holder_type: h.holderType,
    holder_name: h.holderName,
    id_card: h.idCard,
    union_id: h.unionId,
    union_path: h.unionPath,
    union_name: h.unionName,
    unit_name: h.unitName,
    unit_uscc: h.unitUscc,
    honour_name: h.honourName,
    level: h.level,
    year: h.year,
    awarding_body: h.awardingBody,
    decision_no: h.decisionNo,
    award_date: h.awardDate,
    source_module: h.module,
    source_record_id: h.recordId,
    event_id: e.id,
  }));
}

/** Projects one appended event into `honour`, in the transaction that appended it. */
export async function projectHonours(db: Kysely<Database>, e: StoredSelectionEvent): Promise<number> {
  const rows = honourRows(e);
  if (rows.length) await db.insertInto('honour').values(rows).execute();
  return rows.length;
}

/** A row as a comparable line: every column as text, in a fixed order. */
const lineOf = (r: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(r)
      .sort()
      .map((k) => [k, r[k] === null || r[k] === undefined ? null : String(r[k])]),
  );

/**
 * Rebuilds `honour` from the events (every tenant the scope shows) in `trx`: the rows the events
 * project, in event order, compared with what the table holds; when they differ the table is
 * replaced and the difference is listed in `differences`. Answers the number of rows.
 */
export async function rebuildHonourTable(trx: Kysely<Database>, differences: string[] = []): Promise<number> {
  const events = await trx
    .selectFrom('selection_event')
    .select(['id', 'tenant_id', 'type', 'payload'])
    .where('type', 'in', [...HONOUR_EVENTS])
    .orderBy('id')
    .execute();
  const rows = events.flatMap((e) =>
    honourRows({ id: String(e.id), tenantId: e.tenant_id, body: { type: e.type, payload: e.payload } as SelectionEventBody }),
  );
  const held = await trx.selectFrom('honour').selectAll().orderBy('id').execute();
  const want = rows.map(lineOf).sort();
  const have = held.map((r) => lineOf(r)).sort();
  if (want.length === have.length && want.every((l, i) => l === have[i])) return rows.length;
  differences.push(`honour: ${have.length} rows held, ${want.length} rebuilt from the events`);
  await trx.deleteFrom('honour').execute();
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('honour')
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.length;
}

/** `rebuildHonourTable` in a transaction of its own. */
export const rebuildHonours = (db: Kysely<Database>): Promise<number> => db.transaction().execute((trx) => rebuildHonourTable(trx));
