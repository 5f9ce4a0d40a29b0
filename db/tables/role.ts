import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** A role of one tenant; accounts hold roles through `user_role`. */
export interface RoleTable {
  id: string;
  tenant_id: string;
  role_name: string;
  /** Unique per tenant; flow models name candidates by it (`role:federation`). */
  role_alias: string;
  parent_id: string | null;
  sort: ColumnType<number, number | undefined, number>;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Role = Selectable<RoleTable>;
export type NewRole = Insertable<RoleTable>;
export type RoleUpdate = Updateable<RoleTable>;
