import type { Insertable, Selectable } from 'kysely';

/** The menus a top menu entry groups. */
export interface TopMenuSettingTable {
  top_menu_id: string;
  menu_id: string;
  tenant_id: string;
}
export type TopMenuSetting = Selectable<TopMenuSettingTable>;
export type NewTopMenuSetting = Insertable<TopMenuSettingTable>;
