import type { ColumnType, Insertable, Selectable } from 'kysely';

export type Ident = 'corp' | 'launion' | 'federation' | 'admin';

export interface AppUserTable {
  id: string;
  tenant_id: string;
  account: string;
  /** scrypt of the client's MD5, as `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  name: string;
  real_name: string;
  phone: string | null;
  ident: Ident;
  union_id: string;
  is_sub: boolean;
  parent_user_id: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  create_time: ColumnType<Date, Date | undefined, never>;
  /** Sessions that began before it are over (the guard and the refresh grant refuse them). */
  password_changed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** The union's contact person and phone (getLink / saveLink), apart from the account's own phone. */
  link_name: ColumnType<string | null, string | null | undefined, string | null>;
  link_phone: ColumnType<string | null, string | null | undefined, string | null>;
  dept_id: ColumnType<string | null, string | null | undefined, string | null>;
  post_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A removed account: kept for the records it signed, hidden from lists, unable to log in. */
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}
export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
