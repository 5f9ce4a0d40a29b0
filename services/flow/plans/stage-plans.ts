import { sql, type Kysely } from 'kysely';
import { FORM_CANDIDATE, stageNodes, type CandidateRule, type FlowGraph, type StageNode } from '../../../catalogue';
import type { Database } from '../../../db';
import type { StagePlan } from '../../../workflows';

/** The applicant as its flow's candidates depend on it. */
export interface ApplicantFacts {
  unionId: string;
  parentUnionId: string | null;
}

type Db = Kysely<Database>;

/** Active accounts of the tenant matching `where`, outside the applicant's union (who never reviews itself). */
async function accountKeys(db: Db, tenantId: string, applicantUnion: string, where: ReturnType<typeof sql<boolean>>): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select u.id::text as id from app_user u
    where u.tenant_id = ${tenantId} and u.status = 1 and not u.is_deleted and u.union_id::text <> ${applicantUnion} and ${where}
    order by u.id`.execute(db);
  return rows.rows.map((r) => `user:${r.id}`);
}

const withRole = (role: string) =>
  sql<boolean>`exists (select 1 from user_role ur join role r on r.id = ur.role_id and r.tenant_id = u.tenant_id
                       where ur.user_id = u.id and r.role_alias = ${role})`;

/** The union ids of the applicant's chain above it (its path), with their kinds. */
async function chainAbove(db: Db, tenantId: string, unionId: string): Promise<{ id: string; kind: string }[]> {
  const own = await db
    .selectFrom('union_org')
    .select('path')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unionId)
    .executeTakeFirst();
  const ids = (own?.path ?? '').split('/').filter((id) => id && id !== unionId);
  if (ids.length === 0) return [];
  return db.selectFrom('union_org').select(['id', 'kind']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** One candidate rule as candidate keys for this applicant. */
async function keysOf(db: Db, tenantId: string, applicant: ApplicantFacts, rule: CandidateRule): Promise<string[]> {
  switch (rule.kind) {
    case 'applicantParent':
      // A union with no higher union (the federation's own records) goes to the federation's reviewers.
      return applicant.parentUnionId ? [`union:${applicant.parentUnionId}`] : ['role:federation'];
    case 'role':
      return [`role:${rule.role}`];
    case 'users':
      return rule.userIds.map((id) => `user:${id}`);
    case 'formUnion':
      return [`${FORM_CANDIDATE}${rule.field}`];
    case 'roleAtLevel': {
      const unions = (await chainAbove(db, tenantId, applicant.unionId)).filter((u) => u.kind === rule.level).map((u) => u.id);
      if (unions.length === 0) return [];
      return accountKeys(
        db,
        tenantId,
        applicant.unionId,
        sql<boolean>`u.union_id::text in (${sql.join(unions)}) and ${withRole(rule.role)}`,
      );
    }
    case 'dataScope': {
      // Accounts of the unions above the applicant: their data scope (own union and below) reaches it.
      const unions = (await chainAbove(db, tenantId, applicant.unionId)).map((u) => u.id);
      if (unions.length === 0) return [];
      return accountKeys(db, tenantId, applicant.unionId, sql<boolean>`u.union_id::text in (${sql.join(unions)}) and u.ident <> 'corp'`);
    }
  }
}

async function keysOfRules(db: Db, tenantId: string, applicant: ApplicantFacts, rules: readonly CandidateRule[]): Promise<string[]> {
  const keys: string[] = [];
  for (const rule of rules) for (const k of await keysOf(db, tenantId, applicant, rule)) if (!keys.includes(k)) keys.push(k);
  return keys;
}

/** A countersign's or a sequence's reviewers one by one: each union or role key as the accounts answering it. */
async function oneByOne(db: Db, tenantId: string, applicant: ApplicantFacts, keys: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const key of keys) {
    const [kind, id] = key.split(':', 2) as [string, string];
    const accounts =
      kind === 'union'
        ? await accountKeys(db, tenantId, applicant.unionId, sql<boolean>`u.ident = 'launion' and u.union_id::text = ${id}`)
        : kind === 'role'
          ? await accountKeys(db, tenantId, applicant.unionId, withRole(id))
          : [key];
    // Nobody answers yet: the key stays, and the fallback reviewer applies as for any stage.
    for (const k of accounts.length ? accounts : [key]) if (!out.includes(k)) out.push(k);
  }
  return out;
}

/** Who an overdue task escalates to: the union above the reviewing union, else the federation, else the administrators. */
async function escalationOf(db: Db, tenantId: string, keys: string[]): Promise<string[]> {
  const union = keys.find((k) => k.startsWith('union:'))?.slice('union:'.length);
  if (union) {
    const row = await db
      .selectFrom('union_org')
      .select('parent_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', union)
      .executeTakeFirst();
    return row?.parent_id ? [`union:${row.parent_id}`] : ['role:federation'];
  }
  return keys.includes('role:federation') ? ['role:administrator'] : ['role:federation'];
}

/** How a module's records walk the model beyond its graph: a module without resubmit declines at every stage. */
export interface PlanOptions {
  declineEverywhere?: boolean;
}

async function planOf(db: Db, tenantId: string, applicant: ApplicantFacts, stage: StageNode, opts: PlanOptions): Promise<StagePlan> {
  const keys = await keysOfRules(db, tenantId, applicant, stage.candidates);
  const candidates = stage.completion === 'any' ? keys : await oneByOne(db, tenantId, applicant, keys);
  const cc = stage.cc?.length ? await keysOfRules(db, tenantId, applicant, stage.cc) : [];
  return {
    key: stage.id,
    name: stage.name.zh,
    candidates,
    dueHours: stage.dueHours,
    ...(stage.dueHoursWhen ? { dueHoursWhen: stage.dueHoursWhen } : {}),
    completion: stage.completion,
    onTimeout: stage.onTimeout,
    ...(stage.onTimeout === 'escalate' ? { escalateTo: await escalationOf(db, tenantId, keys) } : {}),
    ...(cc.length ? { cc } : {}),
    ...(stage.fields ? { fields: stage.fields } : {}),
    ...(stage.decline || opts.declineEverywhere ? { decline: true } : {}),
  };
}

/**
 * The stage plans a flow pins for this applicant: one per stage node of the model, in its order,
 * with candidate rules resolved to keys (`union:`, `role:`, `user:`, `form:`). A countersign's and a
 * sequence's reviewers are the accounts one by one, fixed when the flow starts or migrates. A stage
 * may decline (不予通过) where its node says so, or everywhere for a module without resubmit (`opts`).
 */
export async function resolveStagePlans(
  db: Db,
  tenantId: string,
  applicant: ApplicantFacts,
  graph: FlowGraph,
  opts: PlanOptions = {},
): Promise<StagePlan[]> {
  const plans: StagePlan[] = [];
  for (const stage of stageNodes(graph)) plans.push(await planOf(db, tenantId, applicant, stage, opts));
  return plans;
}
