import type { Selectable } from 'kysely';

export interface OauthClientTable {
  client_id: string;
  secret_hash: string;
  access_token_validity: number;
  refresh_token_validity: number;
}
export type OauthClient = Selectable<OauthClientTable>;
