import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** A department of a tenant's back office, in a tree. */
export interface DeptTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  /** `0,<root id>,...,<parent id>`: a prefix match selects a department's whole subtree. */
  ancestors: string;
  dept_name: string;
  full_name: string;
  sort: number;
  remark: string | null;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Dept = Selectable<DeptTable>;
export type NewDept = Insertable<DeptTable>;
export type DeptUpdate = Updateable<DeptTable>;
