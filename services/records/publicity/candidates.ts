import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { notFound } from '../../platform/core';
import { shownOf } from './shown-fields';

/**
 * The records the federation may publish for a round: approved, filed in the round and in no
 * publicity yet (what `open` accepts), each with its union and the name, employer and post the
 * notice will show, in the order they were filed.
 */
export async function publicityCandidates(db: Kysely<Database>, tenantId: string, roundId: string) {
  const round = await db
    .selectFrom('selection_round')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roundId)
    .executeTakeFirst();
  if (!round) throw notFound();
  const rows = await db
    .selectFrom('round_record as rr')
    .innerJoin('record as r', 'r.id', 'rr.record_id')
    .innerJoin('union_org as u', 'u.id', 'r.union_id')
    .select(['r.id', 'r.module', 'r.union_id', 'u.name as union_name', 'r.form', 'r.submitted_form'])
    .where('rr.tenant_id', '=', tenantId)
    .where('rr.round_id', '=', roundId)
    .where('r.state', '=', 'approved')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('publicity_record as pr')
            .select('pr.record_id')
            .whereRef('pr.record_id', '=', 'r.id')
            .where('pr.tenant_id', '=', tenantId),
        ),
      ),
    )
    .orderBy('r.id')
    .limit(500)
    .execute();
  return rows.map((r) => {
    const shown = shownOf(r.module, { ...r.form, ...(r.submitted_form ?? {}) });
    return {
      recordId: String(r.id),
      module: r.module,
      unionId: String(r.union_id),
      unionName: r.union_name,
      name: shown.name,
      unitName: shown.unitName,
      post: shown.post,
    };
  });
}
