import type { Kysely, Transaction } from 'kysely';
import { newId, type Database, type Ident } from '../../../db';
import { assertAccountFree, assertTenantHasRoom } from './account-names';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewAccount {
  tenantId: string;
  account: string;
  name: string;
  realName?: string;
  phone?: string | null;
  email?: string | null;
  ident: Ident;
  unionId: string;
  passwordHash: string;
  /** Role rows of the same tenant, already checked by the caller. */
  roleIds: string[];
  isSub?: boolean;
  parentUserId?: string | null;
  deptId?: string | null;
  postId?: string | null;
  linkName?: string | null;
  linkPhone?: string | null;
}

/** Inserts an account and its roles after checking the name is free and the tenant has room; answers its id. */
export async function createAccount(db: Db, input: NewAccount, opts: { exceptRegistration?: string } = {}): Promise<string> {
  await assertAccountFree(db, input.tenantId, input.account, opts);
  await assertTenantHasRoom(db, input.tenantId);
  const id = newId();
  await db
    .insertInto('app_user')
    .values({
      id,
      tenant_id: input.tenantId,
      account: input.account,
      password_hash: input.passwordHash,
      name: input.name,
      real_name: input.realName ?? input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      ident: input.ident,
      union_id: input.unionId,
      is_sub: input.isSub ?? false,
      parent_user_id: input.parentUserId ?? null,
      dept_id: input.deptId ?? null,
      post_id: input.postId ?? null,
      link_name: input.linkName ?? null,
      link_phone: input.linkPhone ?? null,
      status: 1,
    })
    .execute();
  if (input.roleIds.length) {
    await db
      .insertInto('user_role')
      .values(input.roleIds.map((roleId) => ({ user_id: id, role_id: roleId, tenant_id: input.tenantId })))
      .execute();
  }
  return id;
}

/** The ids of the tenant's roles with these aliases (the identity roles corp, launion, federation, administrator). */
export async function roleIdsByAlias(db: Db, tenantId: string, aliases: string[]): Promise<string[]> {
  if (aliases.length === 0) return [];
  const rows = await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('role_alias', 'in', aliases).execute();
  return rows.map((r) => String(r.id));
}
