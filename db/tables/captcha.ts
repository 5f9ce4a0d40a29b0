import type { ColumnType, Selectable } from 'kysely';

/** An image captcha: single use, short-lived; the code is kept only as an HMAC. */
export interface CaptchaTable {
  key: string;
  code_hash: string;
  expire_time: Date;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Captcha = Selectable<CaptchaTable>;
