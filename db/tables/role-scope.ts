import type { Insertable, Selectable } from 'kysely';

/** 1 a data scope, 2 an API scope. */
export type ScopeCategory = 1 | 2;

/** The data and API scopes granted to a role. */
export interface RoleScopeTable {
  role_id: string;
  scope_category: ScopeCategory;
  scope_id: string;
  tenant_id: string;
}
export type RoleScope = Selectable<RoleScopeTable>;
export type NewRoleScope = Insertable<RoleScopeTable>;
