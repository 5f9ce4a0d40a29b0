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
  roles: string[];
  is_sub: boolean;
  parent_user_id: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
