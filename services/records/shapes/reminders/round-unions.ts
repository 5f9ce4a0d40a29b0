import type { Kysely } from 'kysely';
import type { RecordState } from '../../../../catalogue';
import type { Database } from '../../../../db';

/** A record that holds its union's part in a round: under review, returned for changes, or approved. */
const LIVE: readonly RecordState[] = ['in_review', 'returned', 'approved'];

/** The open round of a kind whose window holds `now`, or undefined. */
export async function openRound(db: Kysely<Database>, tenantId: string, kind: string, now = new Date()) {
  return db
    .selectFrom('selection_round')
    .select(['id', 'title', 'year', 'closes_at'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('status', '=', 'open')
    .where('opens_at', '<=', now)
    .where('closes_at', '>=', now)
    .executeTakeFirst();
}

/** Of `unionIds`, those with a live record in the round (of any module filed in it). */
export async function unionsThatFiled(db: Kysely<Database>, tenantId: string, roundId: string, unionIds: string[]): Promise<Set<string>> {
  if (unionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('round_record as rr')
    .innerJoin('record as r', 'r.id', 'rr.record_id')
    .select('rr.union_id')
    .distinct()
    .where('rr.tenant_id', '=', tenantId)
    .where('rr.round_id', '=', roundId)
    .where('rr.union_id', 'in', unionIds)
    .where('r.state', 'in', LIVE)
    .execute();
  return new Set(rows.map((r) => String(r.union_id)));
}
