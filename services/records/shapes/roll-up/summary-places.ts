import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError, formatTime } from '../../../platform/core';
import type { HeldSubmission } from '../../engine';
import { kindName, placesAllocated, shareError, shareRefusal } from '../round';
import { gatheredIds } from './gathered-records';
import { sourceOfForm } from './sources';
import { summaryRoundOf } from './summary-round';

/**
 * A summary sends upward what the round it gathers allows (checked under the union's round lock, as
 * the summary is sent; a source filed in no round is not bounded here):
 * - on its first submit, not after the round's `summaryDeadline` (409 `summaryDeadlinePassed`; a
 *   returned summary is resent whatever the deadline, as a returned nomination is);
 * - no more nominations than the places the federation allocated its union (409 `placesUsed`; 409
 *   `noPlaces` when the round allocates places but none to this union; a round allocating none at
 *   all bounds nothing);
 * - within the round's structure shares where the source names its nominee's category (409
 *   `leaderShareUsed`, `frontlineReserved`).
 */
export async function checkSummaryPlaces(db: Kysely<Database>, summary: ModuleEntry, s: HeldSubmission, first: boolean): Promise<void> {
  const source = sourceOfForm(summary, s.form);
  if (!source.round) return;
  const tenantId = s.viewer.tenantId;
  const roundId = await summaryRoundOf(db, tenantId, summary, s.form);
  if (!roundId) return;
  const round = await db.selectFrom('selection_round').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
  const kind = await kindName(db, tenantId, source.round.kind, s.lang);
  if (first && round.summary_deadline && new Date() > round.summary_deadline) {
    const deadline = formatTime(round.summary_deadline)!;
    throw new AppError(409, 'roundSummaryDeadline', { kind, deadline }, { reason: 'summaryDeadlinePassed', roundId, deadline });
  }
  const ids = gatheredIds(s.form);
  const { allocated, places } = await placesAllocated(db, tenantId, roundId, s.unionId);
  if (allocated && places === null)
    throw new AppError(409, 'roundNoPlaces', { kind }, { reason: 'noPlaces', roundId, places: 0, placesUsed: ids.length });
  if (allocated && places !== null && ids.length > places) {
    throw new AppError(
      409,
      'roundPlacesUsed',
      { kind, places: String(places), used: String(ids.length) },
      { reason: 'placesUsed', roundId, places, placesUsed: ids.length },
    );
  }
  const shares = source.round.shares;
  if (!shares || ids.length === 0) return;
  const chosen = await db
    .selectFrom('record')
    .select((eb) => eb.ref('form', '->>').key(shares.field).as('category'))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  // Of the union's places where the round allocates them, else of the list it sends; a place left
  // unused counts as a front-line one, as at an approval, so a short list is not refused for it.
  const base = allocated && places !== null ? places : ids.length;
  const refusal = shareRefusal(
    { frontlineMinPercent: round.frontline_min_percent, leaderMaxPercent: round.leader_max_percent },
    shares,
    chosen.map((r) => (typeof r.category === 'string' ? r.category : null)),
    base,
    base - ids.length,
  );
  if (refusal) throw shareError(refusal, kind, roundId);
}
