import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError } from '../../../platform/core';
import type { HeldSubmission } from '../../engine';
import { kindName, placesAllocated, roundOfKind } from '../round';
import { gatheredIds } from './gathered-records';
import { sourceOfForm } from './sources';

/**
 * A summary sends no more nominations upward than the places the federation allocated its union in
 * the round of its source's kind (409 `placesUsed`, and 409 `noPlaces` when the round allocates
 * places but none to this union). Checked under the union's round lock, as the summary is sent; a
 * source filed in no round, or a round allocating no places at all, is not bounded here.
 */
export async function checkSummaryPlaces(db: Kysely<Database>, summary: ModuleEntry, s: HeldSubmission): Promise<void> {
  const source = sourceOfForm(summary, s.form);
  if (!source.round) return;
  const tenantId = s.viewer.tenantId;
  const round = await roundOfKind(db, tenantId, source.round.kind);
  if (!round) return;
  const { allocated, places } = await placesAllocated(db, tenantId, String(round.id), s.unionId);
  if (!allocated) return;
  const used = gatheredIds(s.form).length;
  const kind = await kindName(db, tenantId, source.round.kind, s.lang);
  const roundId = String(round.id);
  if (places === null) throw new AppError(409, 'roundNoPlaces', { kind }, { reason: 'noPlaces', roundId, places: 0, placesUsed: used });
  if (used > places) {
    throw new AppError(
      409,
      'roundPlacesUsed',
      { kind, places: String(places), used: String(used) },
      { reason: 'placesUsed', roundId, places, placesUsed: used },
    );
  }
}
