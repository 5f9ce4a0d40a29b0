import type { Kysely } from 'kysely';
import { modules, type Lang, type ModuleEntry } from '../../../catalogue';
import type { Database } from '../../../db';
import type { SessionUser } from '../../auth';

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
}

const TEXT: Record<ApplyRefusal, Record<Lang, string>> = {
  notStarter: { zh: '本单位不能发起「{source}」', en: 'Your union cannot file a {source}' },
  roundClosed: {
    zh: '上级工会已汇总上报，本轮推荐已截止',
    en: 'Your higher union has sent its summary; this round is closed',
  },
  quotaUsed: {
    zh: '本单位本轮推荐名额({quota}名)已用完',
    en: 'Your union has used its {quota} nomination(s) of this round',
  },
};

/** A nomination holds its place in the round while it is under review, returned or approved. */
const LIVE = ['in_review', 'returned', 'approved'];
/** A summary in review or approved has been sent upward: nothing more can join it. */
const SENT = ['in_review', 'approved'];

/**
 * Whether the caller's union may nominate now (`isApply` of the summary's source). The rule: the
 * union must be one that starts the source (an enterprise union); the round is open until its
 * higher union has sent its summary (in review or approved; a returned summary reopens it); and
 * the union has fewer live nominations than `quotaPerUnion`. Drafts hold no place; a cancelled,
 * expired or removed nomination gives its place back.
 */
export async function applyRule(db: Kysely<Database>, viewer: SessionUser, summary: ModuleEntry, lang: Lang): Promise<ApplyAnswer> {
  const source = modules[summary.rollUp!.source]!;
  const quota = summary.rollUp!.quotaPerUnion;
  const higherUnionId = viewer.parentUnionId;
  const [used, sent] = await Promise.all([
    db
      .selectFrom('record')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', viewer.tenantId)
      .where('module', '=', source.key)
      .where('union_id', '=', viewer.unionId)
      .where('state', 'in', LIVE)
      .executeTakeFirstOrThrow(),
    higherUnionId
      ? db
          .selectFrom('record')
          .select('id')
          .where('tenant_id', '=', viewer.tenantId)
          .where('module', '=', summary.key)
          .where('union_id', '=', higherUnionId)
          .where('state', 'in', SENT)
          .executeTakeFirst()
      : undefined,
  ]);
  const count = Number(used.n);
  const starter = (source.starters as string[]).includes(viewer.ident);
  const reason: ApplyRefusal | null = !starter ? 'notStarter' : sent ? 'roundClosed' : count >= quota ? 'quotaUsed' : null;
  const message = reason ? TEXT[reason][lang].replaceAll('{source}', source.title[lang]).replaceAll('{quota}', String(quota)) : null;
  return { apply: reason === null, reason, message, quota, used: count, higherUnionId };
}
