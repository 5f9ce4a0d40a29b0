import type { RoundShares } from '../../../../catalogue';
import { AppError } from '../../../platform/core';

/** A round's structure settings (0: no rule). */
export interface ShareSettings {
  frontlineMinPercent: number;
  leaderMaxPercent: number;
}

/** Why a set of nominees breaks the round's shares, with the figures the 409 names; null when it keeps them. */
export type ShareRefusal =
  { reason: 'leaderShareUsed'; limit: number; count: number } | { reason: 'frontlineReserved'; limit: number; count: number };

/**
 * Checks the nominees' categories (`chosen`, the candidate among them) against the round's shares of
 * `base` places (docs/forms/group-a-advance.md adv-frontline-share, adv-leader-share): heads of units
 * at most `leaderMaxPercent` % of them, rounded down; front-line workers at least
 * `frontlineMinPercent` %, rounded up, counting the `open` places still to be filled as front-line
 * ones (an approval reserves them; a summary, whose list is final, has none open).
 */
export function shareRefusal(
  settings: ShareSettings,
  shares: RoundShares,
  chosen: readonly (string | null)[],
  base: number,
  open: number,
): ShareRefusal | null {
  const leaders = chosen.filter((c) => c !== null && shares.leader.includes(c)).length;
  if (settings.leaderMaxPercent > 0) {
    const limit = Math.floor((base * settings.leaderMaxPercent) / 100);
    if (leaders > limit) return { reason: 'leaderShareUsed', limit, count: leaders };
  }
  const frontline = chosen.filter((c) => c !== null && shares.frontline.includes(c)).length;
  if (settings.frontlineMinPercent > 0) {
    const limit = Math.ceil((base * settings.frontlineMinPercent) / 100);
    if (frontline + Math.max(open, 0) < limit) return { reason: 'frontlineReserved', limit, count: frontline };
  }
  return null;
}

/** The 409 of a refusal: nothing changes, the answer names the limit and the count. */
export const shareError = (refusal: ShareRefusal, kind: string, roundId: string) =>
  new AppError(
    409,
    refusal.reason === 'leaderShareUsed' ? 'roundLeaderShare' : 'roundFrontlineShare',
    { kind, limit: String(refusal.limit), count: String(refusal.count) },
    { reason: refusal.reason, roundId, limit: refusal.limit, count: refusal.count },
  );
