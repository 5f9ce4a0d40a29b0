import type { Kysely } from 'kysely';
import type { Lang } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { formatTime, message, type MessageKey } from '../../../platform/core';
import { kindName, roundOfKind, usedBy } from './round-store';

/** Why a union may not file in the round of a kind now; null when it may. */
export type RoundRefusal = 'noRound' | 'windowNotOpen' | 'windowClosed' | 'quotaUsed';

export const REFUSAL_MESSAGES: Record<RoundRefusal, MessageKey> = {
  noRound: 'roundNone',
  windowNotOpen: 'roundWindowNotOpen',
  windowClosed: 'roundWindowClosed',
  quotaUsed: 'roundQuotaUsed',
};

/** What a union's standing in the round of a kind is: `isApply`'s answer, and the submit's check. */
export interface RoundStanding {
  apply: boolean;
  reason: RoundRefusal | null;
  message: string | null;
  /** The message's variables, for the 409 (its text in the request's language). */
  vars: Record<string, string>;
  kind: string;
  roundId: string | null;
  opensAt: string | null;
  closesAt: string | null;
  /** The round's call: its title and text, and when the higher unions' summaries are due. */
  roundTitle: string | null;
  noticeText: string | null;
  summaryDeadline: string | null;
  /** Live records one union may have in the round, and how many the union has. */
  quota: number;
  used: number;
  /** The round's standards (`RoundDef.standards`), shown beside the form's fields; none without a round. */
  standards: Record<string, number | boolean>;
}

/**
 * Whether the union may file a record of `kind` now: a round of the kind exists (`noRound`), it is
 * open and now is within its window (`windowNotOpen`, `windowClosed`: a round closed early is
 * closed), and the union has fewer live records of the round than its places (`quotaUsed`). Drafts
 * hold no place; a cancelled, expired or removed record gives its place back. `except` is the
 * record being sent.
 */
export async function roundStanding(
  db: Kysely<Database>,
  tenantId: string,
  unionId: string,
  kind: string,
  lang: Lang,
  except?: string,
  now = new Date(),
): Promise<RoundStanding> {
  const round = await roundOfKind(db, tenantId, kind);
  const used = round ? await usedBy(db, tenantId, String(round.id), unionId, except) : 0;
  const quota = round?.places_per_union ?? 0;
  const reason: RoundRefusal | null = !round
    ? 'noRound'
    : round.status === 'closed' || now > round.closes_at
      ? 'windowClosed'
      : now < round.opens_at
        ? 'windowNotOpen'
        : used >= quota
          ? 'quotaUsed'
          : null;
  const opensAt = round ? formatTime(round.opens_at) : null;
  const closesAt = round ? formatTime(round.closes_at) : null;
  const vars = { kind: await kindName(db, tenantId, kind, lang), opens: opensAt ?? '', closes: closesAt ?? '', quota: String(quota) };
  return {
    apply: reason === null,
    reason,
    message: reason ? message(REFUSAL_MESSAGES[reason], lang, vars) : null,
    vars,
    kind,
    roundId: round ? String(round.id) : null,
    opensAt,
    closesAt,
    roundTitle: round?.title ?? null,
    noticeText: round?.notice_text ?? null,
    summaryDeadline: round ? formatTime(round.summary_deadline) : null,
    quota,
    used,
    standards: (round?.standards ?? {}) as Record<string, number | boolean>,
  };
}
