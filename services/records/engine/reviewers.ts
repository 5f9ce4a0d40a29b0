import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { conditionHolds, FORM_CANDIDATE, resolveCandidates, roleNameIn, type FlowModelDef, type Lang } from '../../../catalogue';
import { readFlowEvents, type Database } from '../../../db';
import type { LifecycleInput } from '../../../workflows';
import { AppError } from '../../platform/core';

type StagePlan = LifecycleInput['stages'][number];

/** The candidate every stage falls back to when no account answers its own candidates. */
export const FALLBACK_REVIEWER = 'role:administrator';

/**
 * True (as SQL) when an active account of the task's tenant answers one of `candidates` and is not
 * of `applicantUnion` (who never reviews its own record): the workflow's `isCandidate`, in SQL.
 */
export function someoneAnswers(candidates: Expression<string[]>, applicantUnion: Expression<string>, tenant: Expression<string>) {
  return sql<SqlBool>`exists (
    select 1 from app_user u
    where u.tenant_id = ${tenant} and u.status = 1 and not u.is_deleted and u.union_id::text <> ${applicantUnion}::text
      and ((u.ident = 'launion' and 'union:' || u.union_id = any(${candidates}))
        or 'user:' || u.id = any(${candidates})
        or exists (select 1 from user_role ur join role r on r.id = ur.role_id and r.tenant_id = u.tenant_id
                   where ur.user_id = u.id and 'role:' || r.role_alias = any(${candidates}))))`;
}

/** For each list of candidates, whether an account answers it: one statement for all the stages of a plan. */
async function answeredEach(db: Kysely<Database>, tenantId: string, applicantUnion: string, lists: string[][]): Promise<boolean[]> {
  if (lists.length === 0) return [];
  const row = (await db
    .selectNoFrom(lists.map((candidates, i) => someoneAnswers(sql.val(candidates), sql.val(applicantUnion), sql.val(tenantId)).as(`s${i}`)))
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  return lists.map((_, i) => Boolean(row[`s${i}`]));
}

/**
 * The stages a new flow pins: a stage no account can take gets the tenant's administrator as a
 * fallback reviewer, so a record never waits for nobody. The fallback is pinned even while the
 * tenant has no administrator, so one created later can take the record.
 */
export async function withFallbackReviewers(db: Kysely<Database>, input: LifecycleInput): Promise<LifecycleInput> {
  return { ...input, stages: await withFallbackStages(db, input.tenantId, input.union.id, input.stages) };
}

/** The stages with the fallback reviewer added where no account can take them (a start, or a migration's new plans). */
export async function withFallbackStages(
  db: Kysely<Database>,
  tenantId: string,
  applicantUnion: string,
  plans: readonly StagePlan[],
): Promise<StagePlan[]> {
  // A union the form names is known only at the submission, which checks it (`withFormCandidates`).
  const asked = plans.filter((stage) => !stage.candidates.some((c) => c.startsWith(FORM_CANDIDATE)));
  const answers = await answeredEach(
    db,
    tenantId,
    applicantUnion,
    asked.map((stage) => stage.candidates),
  );
  return plans.map((stage) => {
    const i = asked.indexOf(stage);
    if (i < 0 || answers[i] || stage.candidates.includes(FALLBACK_REVIEWER)) return stage;
    return { ...stage, candidates: [...stage.candidates, FALLBACK_REVIEWER] };
  });
}

/** A readable name of a candidate key: the union's or role's name (in `lang`), else the key. */
async function candidateName(db: Kysely<Database>, tenantId: string, key: string, lang: Lang): Promise<string> {
  const [kind, id] = key.split(':', 2);
  if (kind === 'union' && id && /^[0-9]{1,18}$/.test(id)) {
    const u = await db.selectFrom('union_org').select('name').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (u) return u.name;
  }
  if (kind === 'role' && id) {
    const r = await db
      .selectFrom('role')
      .select('role_name')
      .where('tenant_id', '=', tenantId)
      .where('role_alias', '=', id)
      .executeTakeFirst();
    if (r) return roleNameIn(lang, id, r.role_name);
  }
  return key;
}

/** Who a submission's stages go to: the applicant's tenant and union, and the stages with their candidates. */
export interface ReviewPlan {
  tenantId: string;
  applicantUnion: string;
  stages: StagePlan[];
}

/** The plan with the unions the submitted form names in place of their `form:` keys. */
export const withFormCandidates = (plan: ReviewPlan, form: Readonly<Record<string, unknown>>): ReviewPlan => ({
  ...plan,
  stages: plan.stages.map((s) => ({ ...s, candidates: resolveCandidates(s.candidates, form) })),
});

export const planOf = (input: LifecycleInput): ReviewPlan => ({
  tenantId: input.tenantId,
  applicantUnion: input.union.id,
  stages: input.stages,
});

/** The plan an existing flow pinned at its start (its first event), or at its last migration; null if it has none. */
export async function pinnedPlan(db: Kysely<Database>, tenantId: string, processInstanceId: string): Promise<ReviewPlan | null> {
  const events = await readFlowEvents(db, tenantId, processInstanceId);
  const [first] = events;
  if (first?.type !== 'flow.started') return null;
  const migrated = events.filter((e) => e.type === 'flow.migrated').at(-1);
  const stages = migrated?.type === 'flow.migrated' ? migrated.payload.stages : first.payload.stages;
  return { tenantId, applicantUnion: first.payload.union.id, stages };
}

/**
 * Refuses (409, naming the stage's reviewer) a submission one of whose stages no active account
 * can take, before anything is sent to the flow: a record must not wait for nobody. A stage of the
 * chain the form does not reach (`onlyWhen`: a transfer's receiving union outside the portal) is
 * not asked for.
 */
export async function assertReviewersExist(
  db: Kysely<Database>,
  plan: ReviewPlan,
  model: FlowModelDef,
  lang: Lang,
  form: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  const asked = plan.stages.filter((stage) => {
    const when = model.stages.find((s) => s.key === stage.key)?.onlyWhen;
    return !when || conditionHolds(when, { unionKind: '', form });
  });
  const answers = await answeredEach(
    db,
    plan.tenantId,
    plan.applicantUnion,
    asked.map((stage) => stage.candidates),
  );
  const stage = asked.find((_, i) => !answers[i]);
  if (stage) {
    const own = stage.candidates.filter((c) => c !== FALLBACK_REVIEWER);
    const names = await Promise.all((own.length ? own : stage.candidates).map((c) => candidateName(db, plan.tenantId, c, lang)));
    const reviewer = names.join(lang === 'en' ? ', ' : '、');
    const stageName = model.stages.find((s) => s.key === stage.key)?.name[lang] ?? stage.name;
    throw new AppError(409, 'noReviewer', { reviewer, stage: stageName }, { stage: stage.key, stageName, reviewer });
  }
}
