import { sql, type Kysely } from 'kysely';
import { accountsWithUnion, type Database, type DataScopeType } from '../../../db';

/** The logged-in account as every route sees it, read from the database on each request. */
export interface SessionUser {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  ident: 'corp' | 'launion' | 'federation' | 'admin';
  roles: string[];
  isSub: boolean;
  unionId: string;
  unionName: string;
  unionPath: string;
  parentUnionId: string | null;
  /** Widest data scope per resource (`record`): set by the permission check of each request. */
  dataScopes?: Partial<Record<string, DataScopeType>>;
}

/** The aliases of the roles the account `u` holds in its own tenant. */
const roleAliases = sql<string[]>`array(
  select r.role_alias from user_role ur join role r on r.id = ur.role_id and r.tenant_id = u.tenant_id
  where ur.user_id = u.id order by r.sort, r.id)`;

/** The active account `id` of `tenantId` with its union, or null when missing or disabled. */
export async function loadSessionUser(db: Kysely<Database>, tenantId: string, id: string): Promise<SessionUser | null> {
  const row = await accountsWithUnion(db)
    .select([
      'u.id',
      'u.tenant_id',
      'u.account',
      'u.name',
      'u.ident',
      'u.is_sub',
      'u.status',
      'o.id as union_id',
      'o.path as union_path',
      'o.parent_id as parent_union_id',
    ])
    .select(roleAliases.as('roles'))
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row || row.status !== 1) return null;
  return {
    id: String(row.id),
    tenantId: row.tenant_id,
    account: row.account,
    name: row.name,
    ident: row.ident,
    roles: row.roles,
    isSub: row.is_sub,
    unionId: String(row.union_id),
    unionName: row.union_name,
    unionPath: row.union_path,
    parentUnionId: row.parent_union_id === null ? null : String(row.parent_union_id),
  };
}
