import type { ColumnType, Selectable } from 'kysely';

/** An account's binding to a third-party identity (`source` names the provider). */
export interface UserOauthTable {
  id: string;
  tenant_id: string;
  user_id: string;
  source: string;
  uuid: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type UserOauth = Selectable<UserOauthTable>;
