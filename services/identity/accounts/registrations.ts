import type { Kysely } from 'kysely';
import { newId, type Database, type Registration } from '../../../db';
import { AppError, badRequest, notFound } from '../../platform/core';
import { createAccount, roleIdsByAlias } from './create-account';
import { assertCreditCodeFree, creditCodeRace } from './credit-code';

/** The identity role alias of each kind of union an approved account joins. */
const IDENT_OF_KIND = { federation: 'federation', launion: 'launion', corp: 'corp' } as const;

/** A pending registration of `tenantId`; 404 for another tenant's, a missing one or a bad id. */
async function pendingRegistration(db: Kysely<Database>, tenantId: string, id: string): Promise<Registration> {
  // Locked: two administrators approving at once create one account.
  const row = await db
    .selectFrom('registration')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError(409, 'registrationNotPending', {}, { status: row.status });
  return row;
}

async function unionOf(db: Kysely<Database>, tenantId: string, id: string, field: string) {
  const union = await db
    .selectFrom('union_org')
    .select(['id', 'kind', 'path'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!union) throw badRequest(field, 'exists', 'unionRequired');
  return union;
}

/**
 * Approves a registration and creates its account, in one transaction. A guest joins the union the
 * administrator names (its kind gives the account's identity); a union application becomes a new
 * enterprise union under a higher-level union (the one the applicant chose unless the
 * administrator names another), with the account as its main account.
 */
export async function approveRegistration(
  db: Kysely<Database>,
  input: { tenantId: string; id: string; reviewerId: string; unionId?: string; parentUnionId?: string },
): Promise<{ userId: string; unionId: string }> {
  return db.transaction().execute(async (trx) => {
    const reg = await pendingRegistration(trx, input.tenantId, input.id);
    let unionId: string;
    let ident: 'federation' | 'launion' | 'corp';
    if (reg.kind === 'guest') {
      if (!input.unionId) throw badRequest('unionId', 'required', 'unionRequired');
      const union = await unionOf(trx, reg.tenant_id, input.unionId, 'unionId');
      unionId = String(union.id);
      ident = IDENT_OF_KIND[union.kind];
    } else {
      const parentId = input.parentUnionId ?? reg.parent_union_id;
      if (!parentId) throw badRequest('parentUnionId', 'required', 'unionRequired');
      const parent = await unionOf(trx, reg.tenant_id, String(parentId), 'parentUnionId');
      if (parent.kind !== 'launion') throw badRequest('parentUnionId', 'launion', 'identUnionMismatch');
      unionId = newId();
      await assertCreditCodeFree(trx, reg.tenant_id, reg.credit_code);
      await trx
        .insertInto('union_org')
        .values({
          id: unionId,
          tenant_id: reg.tenant_id,
          parent_id: String(parent.id),
          name: reg.union_name ?? reg.name,
          kind: 'corp',
          path: `${parent.path}${unionId}/`,
          credit_code: null,
          employer_code: reg.credit_code,
          region_code: null,
        })
        .execute()
        .catch((error: unknown) => {
          // A parallel approval with the same code committed first: the unique index decided.
          throw creditCodeRace(error) ?? error;
        });
      ident = 'corp';
    }
    const userId = await createAccount(
      trx,
      {
        tenantId: reg.tenant_id,
        account: reg.account,
        name: reg.name,
        phone: reg.phone,
        ident,
        unionId,
        passwordHash: reg.password_hash,
        roleIds: await roleIdsByAlias(trx, reg.tenant_id, [ident]),
        linkName: reg.link_name,
        linkPhone: reg.kind === 'union' ? reg.phone : null,
      },
      { exceptRegistration: reg.id },
    );
    await trx
      .updateTable('registration')
      .set({ status: 'approved', reviewer_id: input.reviewerId, review_time: new Date(), user_id: userId })
      .where('id', '=', reg.id)
      .execute();
    return { userId, unionId };
  });
}

export async function rejectRegistration(
  db: Kysely<Database>,
  input: { tenantId: string; id: string; reviewerId: string; reason: string },
) {
  await db.transaction().execute(async (trx) => {
    const reg = await pendingRegistration(trx, input.tenantId, input.id);
    await trx
      .updateTable('registration')
      .set({ status: 'rejected', reason: input.reason, reviewer_id: input.reviewerId, review_time: new Date() })
      .where('id', '=', reg.id)
      .execute();
  });
}
