import type { Kysely } from 'kysely';
import type { ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError } from '../../../platform/core';
import { underLocks, type CommandGuard, type HeldSubmission, type HoldLock as Lock } from '../../engine';
import { applyRule, REFUSAL_MESSAGES } from './apply-rule';
import { summaryOfSource } from './sources';
import { checkSummaryPlaces } from './summary-places';

/** The round of a higher union's summary: nominations below it share it, the summary's own submission takes it alone. */
const roundLock = (tenantId: string, summary: ModuleEntry, higherUnionId: string, shared: boolean): Lock => ({
  key: `rollUp-round:${tenantId}:${summary.key}:${higherUnionId}`,
  shared,
});

/** One union's nominations of a source: one submission at a time. */
const quotaLock = (tenantId: string, source: string, unionId: string): Lock => ({
  key: `rollUp-quota:${tenantId}:${source}:${unionId}`,
  shared: false,
});

/**
 * A nomination is sent only while `applyRule` lets its union nominate: the round is open and a
 * place is left (409 with the reason's message otherwise, and nothing changes). The check and the
 * flow command run under the union's lock, so parallel submissions are counted one after another,
 * and under the round's shared lock, which the higher union's summary takes alone while it is sent.
 */
async function holdNomination<T>(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, send: () => Promise<T>): Promise<T> {
  const summary = summaryOfSource(entry)!;
  const v = s.viewer;
  const locks = [
    ...(v.parentUnionId ? [roundLock(v.tenantId, summary, v.parentUnionId, true)] : []),
    quotaLock(v.tenantId, entry.key, v.unionId),
  ];
  return underLocks(db, locks, async (trx) => {
    const answer = await applyRule(trx, v, summary, entry, s.lang, s.recordId);
    // notStarter is the route's 403 already: only the round and the quota are this check's. A source
    // filed in a selection round (`round`) has its places counted by the round's hold, inside this one.
    if (answer.reason === 'roundClosed' || (answer.reason === 'quotaUsed' && !entry.round)) {
      const { reason, quota, used } = answer;
      throw new AppError(409, REFUSAL_MESSAGES[reason], { quota: String(quota) }, { reason, quota, used });
    }
    return send();
  });
}

/** A summary is sent alone in its union's round (the nominations below wait), within its places in the round. */
function holdSummary<T>(db: Kysely<Database>, entry: ModuleEntry, s: HeldSubmission, send: () => Promise<T>, first: boolean): Promise<T> {
  return underLocks(db, [roundLock(s.viewer.tenantId, entry, s.viewer.unionId, false)], async (trx) => {
    await checkSummaryPlaces(trx, entry, s, first);
    return send();
  });
}

/** The roll-up's hold on submissions: nominations of a source, and the summary that closes their round (a source no summary gathers has none). */
const holdRollUpOf =
  (first: boolean): CommandGuard =>
  (db, entry, s, send) => {
    if (entry.rollUp && entry.rollUp.summary !== false) return holdSummary(db, entry, s, send, first);
    return summaryOfSource(entry) ? holdNomination(db, entry, s, send) : send();
  };
/** A first submit: a summary keeps to its round's deadline too. */
export const holdRollUp = holdRollUpOf(true);
/** A returned record's resend: a summary is resent whatever its round's deadline. */
export const holdRollUpResend = holdRollUpOf(false);
