import { sql, type Kysely } from 'kysely';
import { modules, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError } from '../../../platform/core';
import { underLocks, type CommandGuard, type HoldLock } from '../../engine';
import { heldRoundOf, kindName } from './round-store';
import { shareError, shareRefusal } from './shares';

/** A summary module gathers the entry's records: the higher union's places are counted at its summary then, not here. */
const gatheredBySummary = (entry: ModuleEntry) =>
  Object.values(modules).some(
    (m) =>
      m !== entry &&
      m.rollUp &&
      m.rollUp.summary !== false &&
      (m.rollUp.source === entry.key || Object.values(m.rollUp.sources ?? {}).includes(entry.key)),
  );

/** One higher union's approvals in a round: one at a time, so parallel ones take one place each. */
const approverLock = (tenantId: string, roundId: string, unionId: string): HoldLock => ({
  key: `round-approver:${tenantId}:${roundId}:${unionId}`,
  shared: false,
});

/**
 * Records of the round below the union at `path` (its own not counted) that passed the stage
 * `stage`: approved, or in review at a later stage; but `except`. Each with its nominee's category
 * (the form's `field`; null without one).
 */
async function passedBelow(
  db: Kysely<Database>,
  tenantId: string,
  roundId: string,
  below: { path: string; stage: number; except: string },
  field: string | undefined,
): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('round_record as rr')
    .innerJoin('record as r', 'r.id', 'rr.record_id')
    .select(sql<string | null>`${field ? sql`r.form ->> ${field}` : sql`null`}`.as('category'))
    .where('rr.tenant_id', '=', tenantId)
    .where('rr.round_id', '=', roundId)
    .where('r.id', '!=', below.except)
    .where('r.union_path', '!=', below.path)
    .where(sql<boolean>`r.union_path like ${below.path} || '%'`)
    .where((eb) => eb.or([eb('r.state', '=', 'approved'), eb.and([eb('r.state', '=', 'in_review'), eb('r.stage', '>', below.stage)])]))
    .execute();
  return rows.map((r) => r.category);
}

/**
 * A higher union approves the nominations of the unions below it within the places the federation
 * allocated it in the round (issue 22 item 3; docs/forms/group-a-model-workers.md `placesAt:
 * 'parentApproval'`), for the awards no summary gathers: an approval past them answers 409
 * `placesUsed` and changes nothing; of two parallel approvals for the last place one wins. Within
 * them, the round's structure shares hold (409 `leaderShareUsed`, `frontlineReserved`) where the
 * entry names its nominee's category. A union without an allocation, and the federation, approve
 * without a count.
 */
export const holdPlacesAtApproval: CommandGuard = async (db, entry, s, send) => {
  if (gatheredBySummary(entry)) return send();
  const tenantId = s.viewer.tenantId;
  const roundId = await heldRoundOf(db, tenantId, s.recordId);
  if (!roundId) return send();
  const approver = { id: s.viewer.unionId, path: s.viewer.unionPath };
  return underLocks(db, [approverLock(tenantId, roundId, approver.id)], async (trx) => {
    const allocation = await trx
      .selectFrom('selection_round_places')
      .select('places')
      .where('tenant_id', '=', tenantId)
      .where('round_id', '=', roundId)
      .where('union_id', '=', approver.id)
      .executeTakeFirst();
    const record = await trx
      .selectFrom('record')
      .select(['union_path', 'stage', 'form'])
      .where('id', '=', s.recordId)
      .executeTakeFirstOrThrow();
    const below = record.union_path !== approver.path && record.union_path.startsWith(approver.path);
    if (!allocation || !below) return send();
    const shares = entry.round!.shares;
    const passed = await passedBelow(
      trx,
      tenantId,
      roundId,
      { path: approver.path, stage: record.stage, except: s.recordId },
      shares?.field,
    );
    const used = passed.length;
    const kind = await kindName(trx, tenantId, entry.round!.kind, s.lang);
    if (used >= allocation.places)
      throw new AppError(
        409,
        'roundPlacesApproved',
        { kind, places: String(allocation.places), used: String(used) },
        { reason: 'placesUsed', roundId, places: allocation.places, used },
      );
    if (shares) {
      const round = await trx
        .selectFrom('selection_round')
        .select(['frontline_min_percent', 'leader_max_percent'])
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow();
      const own = (record.form as Record<string, unknown>)[shares.field];
      const chosen = [...passed, typeof own === 'string' ? own : null];
      const refusal = shareRefusal(
        { frontlineMinPercent: round.frontline_min_percent, leaderMaxPercent: round.leader_max_percent },
        shares,
        chosen,
        allocation.places,
        allocation.places - chosen.length,
      );
      if (refusal) throw shareError(refusal, kind, roundId);
    }
    return send();
  });
};
