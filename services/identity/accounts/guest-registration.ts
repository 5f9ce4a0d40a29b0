import type { Kysely } from 'kysely';
import { newId, type Database } from '../../../db';
import { badRequest } from '../../platform/core';
import { assertAccountFree, checkAccountName, findActiveTenant } from './account-names';
import { newPasswordHash } from './password-policy';

export interface GuestRegistrationInput {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
}

/**
 * The registration dialog: its four checks in the specification's order (tenant, account, both
 * passwords, equal), then the password policy, the tenant and the account name; stored as pending
 * until an administrator approves it.
 */
export async function registerGuest(db: Kysely<Database>, input: GuestRegistrationInput): Promise<{ id: string; status: 'pending' }> {
  const tenantId = input.tenantId?.trim();
  if (!tenantId) throw badRequest('tenantId', 'required', 'tenantRequired');
  const account = input.account?.trim();
  if (!account) throw badRequest('account', 'required', 'accountRequired');
  if (!input.password || !input.password2) throw badRequest('password', 'required', 'passwordFirst');
  if (input.password !== input.password2) throw badRequest('password2', 'match', 'passwordMismatch');
  const passwordHash = await newPasswordHash('password', input.password);
  if (!/^[0-9]{6}$/.test(tenantId) || !(await findActiveTenant(db, tenantId))) throw badRequest('tenantId', 'exists', 'tenantUnknown');
  checkAccountName('account', account);
  await assertAccountFree(db, tenantId, account);
  const id = newId();
  try {
    await db
      .insertInto('registration')
      .values({
        id,
        tenant_id: tenantId,
        kind: 'guest',
        account,
        name: input.name?.trim() || account,
        password_hash: passwordHash,
        phone: null,
        link_name: null,
        union_name: null,
        credit_code: null,
        parent_union_id: null,
        reason: null,
        reviewer_id: null,
        review_time: null,
        user_id: null,
      })
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw badRequest('account', 'unique', 'accountTaken');
    throw error;
  }
  return { id, status: 'pending' };
}
