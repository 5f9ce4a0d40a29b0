import type { ColumnType, Selectable } from 'kysely';

/** A refresh token of a session, by the sha256 of its jti; used once, then rotated. */
export interface RefreshTokenTable {
  jti_hash: string;
  session_id: string;
  tenant_id: string;
  expire_time: Date;
  used_time: Date | null;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type RefreshToken = Selectable<RefreshTokenTable>;
