import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError } from '../../../platform/core';
import { underLocks, type CommandGuard, type HeldSubmission, type HoldLock } from '../../engine';
import { REFUSAL_MESSAGES, roundStanding } from './round-rule';
import { heldRoundOf, honourOfKind, kindName, sameNominee } from './round-store';
import { meetStandards } from './standards';

/** The rounds of a kind: submissions share it, the federation's save and close take it alone. */
export const kindLock = (tenantId: string, kind: string, shared: boolean): HoldLock => ({ key: `round-kind:${tenantId}:${kind}`, shared });

/** One union's submissions of a kind: one at a time, so parallel ones take one place each. */
const unionLock = (tenantId: string, kind: string, unionId: string): HoldLock => ({
  key: `round-union:${tenantId}:${kind}:${unionId}`,
  shared: false,
});

/**
 * A record is submitted only while its union may file in the round of its kind (409 with the
 * reason, and nothing changes); the check, the record's round and the flow command are one step
 * under the union's lock. A returned record sent again keeps the round and place it holds and is
 * not refused for the window (the design's "resend after the close"): its resubmit is not guarded,
 * nor its submit when it is returned.
 */
async function holdRound<T>(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, send: () => Promise<T>): Promise<T> {
  const kind = entry.round!.kind;
  const tenantId = s.viewer.tenantId;
  const locks = [kindLock(tenantId, kind, true), unionLock(tenantId, kind, s.unionId)];
  return underLocks(db, locks, async (trx) => {
    const record = await trx
      .selectFrom('record')
      .select('state')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', s.recordId)
      .executeTakeFirst();
    if (record?.state === 'returned') {
      const held = await heldRoundOf(trx, tenantId, s.recordId);
      if (held) await refuseNominee(trx, entry, s, held);
      if (held) await meetStandards(trx, entry, tenantId, held, s.form, s.lang);
      return send();
    }
    const standing = await roundStanding(trx, tenantId, s.unionId, kind, s.lang, s.recordId);
    if (standing.reason) {
      const { reason, roundId, quota, used, opensAt, closesAt } = standing;
      throw new AppError(409, REFUSAL_MESSAGES[reason], standing.vars, { reason, roundId, quota, used, opensAt, closesAt });
    }
    await refuseNominee(trx, entry, s, standing.roundId!);
    await meetStandards(trx, entry, tenantId, standing.roundId!, s.form, s.lang);
    await trx
      .insertInto('round_record')
      .values({ tenant_id: tenantId, record_id: s.recordId, round_id: standing.roundId!, module: entry.key, union_id: s.unionId })
      .onConflict((oc) => oc.column('record_id').doUpdateSet({ round_id: standing.roundId! }))
      .execute();
    return send();
  });
}

/** The nominee refusals: nominated twice in the round, or honoured already. */
async function refuseNominee(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, roundId: string): Promise<void> {
  await refuseSameNominee(db, entry, s, roundId);
  await refuseAlreadyHonoured(db, entry, s, roundId);
}

/**
 * 409 `alreadyHonoured` when the honour records hold this kind's honour for the nominee (its ID number
 * or credit code): within the round's `no_repeat_years` before its year, or ever when it sets none
 * (R15, N-REPEAT: no one is nominated twice for the same title).
 */
async function refuseAlreadyHonoured(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, roundId: string): Promise<void> {
  const field = entry.round!.nominee;
  const value = field ? s.form[field] : undefined;
  if (!field || typeof value !== 'string' || value === '') return;
  const round = await db
    .selectFrom('selection_round')
    .select(['kind', 'year', 'no_repeat_years'])
    .where('tenant_id', '=', s.viewer.tenantId)
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  const since = round.no_repeat_years === null ? null : round.year - round.no_repeat_years;
  const held = await honourOfKind(db, s.viewer.tenantId, round.kind, value, since);
  if (!held) return;
  const vars = { honour: held.honour_name, year: String(held.year) };
  throw new AppError(
    409,
    round.no_repeat_years === null ? 'roundAlreadyHonoured' : 'roundHonouredRecently',
    { ...vars, years: String(round.no_repeat_years ?? '') },
    { reason: 'alreadyHonoured', roundId, year: held.year },
  );
}

/**
 * 409 `duplicateNominee` when a live record of the round names the same nominee (`round.nominee`:
 * the ID number, the credit code) anywhere in the tenant: one nomination per person or unit and round.
 */
async function refuseSameNominee(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, roundId: string): Promise<void> {
  const field = entry.round!.nominee;
  const value = field ? s.form[field] : undefined;
  if (!field || typeof value !== 'string' || value === '') return;
  const other = await sameNominee(db, s.viewer.tenantId, roundId, field, value, s.recordId);
  if (!other) return;
  const kind = await kindName(db, s.viewer.tenantId, entry.round!.kind, s.lang);
  throw new AppError(
    409,
    'roundDuplicateNominee',
    { kind, nominee: value },
    // The other record may be another union's: its id is not told.
    { reason: 'duplicateNominee', roundId },
  );
}

export const holdRoundSubmit: CommandGuard = holdRound;

/**
 * A returned record sent again (`resubmit`) is not held by the window or the places, but still meets
 * the standards of the round it holds (F-ba-standard: "checked at submit and resubmit").
 */
export const holdRoundResubmit: CommandGuard = async (db, entry, s, send) => {
  const held = await heldRoundOf(db, s.viewer.tenantId, s.recordId);
  if (held) await meetStandards(db, entry, s.viewer.tenantId, held, s.form, s.lang);
  return send();
};
