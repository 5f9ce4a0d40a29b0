import type { Kysely } from 'kysely';
import type { RecordState } from '../../../catalogue';
import type { Database } from '../../../db';

/**
 * A nomination holds its place in the round while it is under review, returned or approved. A declined
 * one (不予推荐) holds none: the decline ends that application, and the union may apply again in the
 * same round (docs/forms/group-c-field.md, F-ba-one).
 */
export const LIVE: readonly RecordState[] = ['in_review', 'returned', 'approved'];

/** The round a submission of `kind` is filed in: the open one, else the newest (to say why it is closed). */
export async function roundOfKind(db: Kysely<Database>, tenantId: string, kind: string) {
  return db
    .selectFrom('selection_round')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
    .orderBy('year', 'desc')
    .orderBy('opens_at', 'desc')
    .executeTakeFirst();
}

/** The union's newest record of `module` holding its place in round `roundId` (`ishave`, the field overview); undefined when none. */
export async function heldRecordOf(db: Kysely<Database>, tenantId: string, roundId: string, unionId: string, module: string) {
  return db
    .selectFrom('round_record as rr')
    .innerJoin('record as r', 'r.id', 'rr.record_id')
    .select(['r.id', 'r.state'])
    .where('rr.tenant_id', '=', tenantId)
    .where('rr.round_id', '=', roundId)
    .where('rr.union_id', '=', unionId)
    .where('r.module', '=', module)
    .where('r.state', 'in', LIVE)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
}
