import type { ColumnType, Selectable } from 'kysely';

export interface OauthClientTable {
  client_id: string;
  secret_hash: string;
  access_token_validity: number;
  refresh_token_validity: number;
  scope: ColumnType<string, string | undefined, string>;
  /** Comma-separated grant types the client may use. */
  authorized_grant_types: ColumnType<string, string | undefined, string>;
  web_server_redirect_uri: ColumnType<string | null, string | null | undefined, string | null>;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type OauthClient = Selectable<OauthClientTable>;
