import type { ColumnType, Selectable } from 'kysely';

export interface TenantTable {
  tenant_id: string;
  name: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Tenant = Selectable<TenantTable>;
