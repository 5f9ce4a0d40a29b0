import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Which rows of a resource a role sees, from narrow to wide: the rows the account itself applied
 * for, its union's, its union's and those of the unions below it, the whole tenant's.
 */
export const dataScopeTypes = ['own', 'union', 'union_tree', 'tenant'] as const;
export type DataScopeType = (typeof dataScopeTypes)[number];

/** A structured row rule of a resource (never SQL text); platform-wide. */
export interface DataScopeTable {
  id: string;
  menu_id: string | null;
  resource_code: string;
  scope_name: string;
  scope_type: DataScopeType;
  remark: string | null;
}
export type DataScope = Selectable<DataScopeTable>;
export type NewDataScope = Insertable<DataScopeTable>;
export type DataScopeUpdate = Updateable<DataScopeTable>;
