import type { Kysely } from 'kysely';
import { modules, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError } from '../../../platform/core';
import { underLocks, type CommandGuard, type HeldSubmission, type HoldLock as Lock } from '../../engine';
import { applyRule, REFUSAL_MESSAGES } from './apply-rule';

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

/** The summary that gathers the entry's records, when the entry is a roll-up's source. */
export const summaryOfSource = (entry: ModuleEntry): ModuleEntry | undefined =>
  Object.values(modules).find((m) => m.rollUp?.source === entry.key);

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
    const answer = await applyRule(trx, v, summary, s.lang, s.recordId);
    // notStarter is the route's 403 already: only the round and the quota are this check's. A source
    // filed in a selection round (`round`) has its places counted by the round's hold, inside this one.
    if (answer.reason === 'roundClosed' || (answer.reason === 'quotaUsed' && !entry.round)) {
      const { reason, quota, used } = answer;
      throw new AppError(409, REFUSAL_MESSAGES[reason], { quota: String(quota) }, { reason, quota, used });
    }
    return send();
  });
}

/** The roll-up's hold on submissions: nominations of a source, and the summary that closes their round. */
export const holdRollUp: CommandGuard = (db, entry, s, send) =>
  entry.rollUp ? underLocks(db, [roundLock(s.viewer.tenantId, entry, s.viewer.unionId, false)], send) : holdNomination(db, entry, s, send);
