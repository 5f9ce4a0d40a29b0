import type { ColumnType, Selectable } from 'kysely';

export interface TenantTable {
  tenant_id: string;
  name: string;
  create_time: ColumnType<Date, Date | undefined, never>;
  linkman: ColumnType<string | null, string | null | undefined, string | null>;
  contact_number: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Most accounts the tenant may hold; -1 means no limit. */
  account_number: ColumnType<number, number | undefined, number>;
  expire_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 1 active, 0 disabled. */
  status: ColumnType<number, number | undefined, number>;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
}
export type Tenant = Selectable<TenantTable>;
