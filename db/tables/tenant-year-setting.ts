import type { ColumnType } from 'kysely';

/** A figure the federation sets for a year (catalogue/year-settings names the keys and their kinds). */
export interface TenantYearSettingTable {
  tenant_id: string;
  year: number;
  key: string;
  /** The dictionary item the figure is for (a mutual-aid plan), `''` when the setting has none. */
  item: ColumnType<string, string | undefined, string>;
  /** numeric: read as a string, written as a number. */
  value: ColumnType<string, number, number>;
  update_by: string;
  update_time: ColumnType<Date, Date | undefined, Date>;
}
