import type { Insertable, Selectable } from 'kysely';

/** Which roles an account holds. */
export interface UserRoleTable {
  user_id: string;
  role_id: string;
  tenant_id: string;
}
export type UserRole = Selectable<UserRoleTable>;
export type NewUserRole = Insertable<UserRoleTable>;
