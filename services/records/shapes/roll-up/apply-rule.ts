import { sql, type Kysely } from 'kysely';
import { type Lang, type ModuleEntry, type RecordState } from '../../../../catalogue';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { message, type MessageKey } from '../../../platform/core';
import { roundOfKind } from '../round';
import { GATHERED } from './gathered-check';
import { kindFieldOf, kindOfSource } from './sources';

/** Why a union may not nominate now; null when it may. */
export type ApplyRefusal = 'notStarter' | 'roundClosed' | 'quotaUsed';

/** What `isApply` answers. */
export interface ApplyAnswer {
  apply: boolean;
  reason: ApplyRefusal | null;
  message: string | null;
  /** Live nominations one union may have in the round, and how many the caller's union has. */
  quota: number;
  used: number;
  /** The higher union whose summary gathers the caller's nominations. */
  higherUnionId: string | null;
  /** The higher union has sent its summary of the source's kind and round: the round is closed below it. */
  summarySent: boolean;
}

/** The union that nominates: the caller's, or the union of the record being submitted. */
export type Nominator = Pick<SessionUser, 'tenantId' | 'unionId' | 'parentUnionId' | 'ident'>;

export const REFUSAL_MESSAGES: Record<ApplyRefusal, MessageKey> = {
  notStarter: 'rollUpNotStarter',
  roundClosed: 'rollUpRoundClosed',
  quotaUsed: 'rollUpQuotaUsed',
};

/** A nomination holds its place in the round while it is under review, returned or approved. */
const LIVE: readonly RecordState[] = ['in_review', 'returned', 'approved'];
/** A summary in review or approved has been sent upward: nothing more can join it. */
const SENT: readonly RecordState[] = ['in_review', 'approved'];

/**
 * Whether the union may nominate now: `isApply` of the summary's source, and the check every
 * submission and resubmission of a nomination passes (under the union's lock, see `withQuotaHeld`).
 * The rule: the union must be one that starts the source (an enterprise union); the round is open
 * until its higher union has sent its summary (in review or approved; a returned summary reopens
 * it); and the union has fewer live nominations than `quotaPerUnion`. Drafts hold no place; a
 * cancelled, expired or removed nomination gives its place back. `except` is the record being
 * sent: a returned nomination resubmitted keeps the place it holds.
 */
export async function applyRule(
  db: Kysely<Database>,
  nominator: Nominator,
  summary: ModuleEntry,
  source: ModuleEntry,
  lang: Lang,
  except?: string,
): Promise<ApplyAnswer> {
  const quota = summary.rollUp!.quotaPerUnion;
  const higherUnionId = nominator.parentUnionId;
  let live = db
    .selectFrom('record')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', nominator.tenantId)
    .where('module', '=', source.key)
    .where('union_id', '=', nominator.unionId)
    .where('state', 'in', LIVE);
  if (except) live = live.where('id', '!=', except);
  const [used, sent] = await Promise.all([
    live.executeTakeFirstOrThrow(),
    higherUnionId ? sentSummary(db, nominator.tenantId, summary, source, higherUnionId) : undefined,
  ]);
  const count = Number(used.n);
  const starter = (source.starters as string[]).includes(nominator.ident);
  const reason: ApplyRefusal | null = !starter ? 'notStarter' : sent ? 'roundClosed' : count >= quota ? 'quotaUsed' : null;
  const text = reason ? message(REFUSAL_MESSAGES[reason], lang, { source: source.title[lang], quota: String(quota) }) : null;
  return { apply: reason === null, reason, message: text, quota, used: count, higherUnionId, summarySent: Boolean(sent) };
}

/**
 * The summary the higher union has sent (in review or approved) for the source's kind and round:
 * of the source's kind when the summary gathers several (`sources`), and, when the source is filed
 * in selection rounds, one that gathers a record of the source's present round (a summary sent for
 * the 2025 round does not close the 2030 one).
 */
async function sentSummary(db: Kysely<Database>, tenantId: string, summary: ModuleEntry, source: ModuleEntry, higherUnionId: string) {
  const kind = kindOfSource(summary, source.key);
  const kindField = kindFieldOf(summary);
  const round = source.round ? await roundOfKind(db, tenantId, source.round.kind) : undefined;
  let q = db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('module', '=', summary.key)
    .where('union_id', '=', higherUnionId)
    .where('state', 'in', SENT);
  if (kind !== undefined && kindField) q = q.where((eb) => eb(eb.ref('form', '->>').key(kindField), '=', kind));
  if (source.round) {
    if (!round) return undefined;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('round_record as rr')
          .select('rr.record_id')
          .where('rr.tenant_id', '=', tenantId)
          .where('rr.round_id', '=', String(round.id))
          .where(sql<boolean>`rr.record_id::text in (select jsonb_array_elements_text(record.form -> ${GATHERED}))`),
      ),
    );
  }
  return q.executeTakeFirst();
}
