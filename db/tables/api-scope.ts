import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** 1 reads only, 2 changes data. */
export type ApiScopeType = 1 | 2;

/** A permission code that routes declare (`config.permission`); platform-wide. */
export interface ApiScopeTable {
  id: string;
  /** The screen the calls serve; null for the session's own calls, which sub-accounts keep. */
  menu_id: string | null;
  scope_name: string;
  resource_code: string;
  /** The calls it covers, as a description. */
  scope_path: ColumnType<string, string | undefined, string>;
  scope_type: ColumnType<ApiScopeType, ApiScopeType | undefined, ApiScopeType>;
  remark: string | null;
}
export type ApiScope = Selectable<ApiScopeTable>;
export type NewApiScope = Insertable<ApiScopeTable>;
export type ApiScopeUpdate = Updateable<ApiScopeTable>;
