import { sql, type Kysely } from 'kysely';
import { approvalRuns, modules } from '../../../../catalogue';
import { activeRowOfKey, type Database } from '../../../../db';
import { AppError } from '../../../platform/core';

/** The register the covering approvals write (db/effects/enterprises.ts). */
const REGISTER = 'enterprise';

/**
 * The lock the guards take on a credit code. Not the effect's own key lock (`registerKeyLock`): the
 * approval's effect takes that one in the workflow's transaction while this guard's transaction
 * waits on the approval, so one key for both would wait on itself.
 */
export const coverLock = (tenantId: string, uscc: string): string => `cover:${tenantId}:${uscc}`;

/** The credit code a form names, as the register keys it (upper case), or null. */
export function usccOf(form: Readonly<Record<string, unknown>>): string | null {
  const v = form.uscc;
  return typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : null;
}

/** The modules whose approval enters an enterprise into the register: a live record of any of them holds its code. */
const coveringModules = () =>
  Object.values(modules)
    .filter((m) => approvalRuns(m.effects, 'coverEnterprise'))
    .map((m) => m.key);

const unionName = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('union_org')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
    .then((u) => u?.name ?? id);

/**
 * cov-own-union (docs/forms/group-c-survey.md "Rules of the covered enterprises"): an enterprise
 * that is the employer of a union of the tree has its own union and is not covered by another
 * (409 `hasOwnUnion`, naming that union).
 */
export async function refuseOwnUnion(db: Kysely<Database>, tenantId: string, uscc: string): Promise<void> {
  const own = await db
    .selectFrom('union_org')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`upper(employer_code)`, '=', uscc)
    .executeTakeFirst();
  if (own) throw new AppError(409, 'hasOwnUnion', { union: own.name }, { reason: 'hasOwnUnion', field: 'uscc', unionId: String(own.id) });
}

/**
 * cov-one-union: no active entry of the register holds the code, and no other live record (in review
 * or returned) of a covering module names it, under any union of the tenant (409 `alreadyCovered`,
 * naming the covering union).
 */
export async function refuseCovered(db: Kysely<Database>, tenantId: string, uscc: string, recordId: string): Promise<void> {
  const held = await activeRowOfKey(db, tenantId, REGISTER, uscc);
  const live = held
    ? undefined
    : await db
        .selectFrom('record')
        .select(['id', 'union_id'])
        .where('tenant_id', '=', tenantId)
        .where('module', 'in', coveringModules())
        .where('state', 'in', ['in_review', 'returned'])
        .where(sql<string>`upper(form->>'uscc')`, '=', uscc)
        .where('id', '!=', recordId)
        .orderBy('id')
        .executeTakeFirst();
  const by = held ?? live;
  if (!by) return;
  const unionId = String(by.union_id);
  throw new AppError(
    409,
    'alreadyCovered',
    { union: await unionName(db, tenantId, unionId) },
    { reason: 'alreadyCovered', field: 'uscc', unionId, ...(held ? { rowId: String(held.id) } : { recordId: String(live!.id) }) },
  );
}
