import type { ColumnType, Insertable, Selectable } from 'kysely';

/**
 * `workAuthor`: the author of a submitted work confirms their mobile (activityworks sendCode);
 * `boostConsent`: a nominee agrees to be nominated (recommendEmployeeInnovationBoost1Endpoint generateCaptcha).
 */
export type SmsPurpose = 'forget' | 'login' | 'register' | 'workAuthor' | 'boostConsent';

/** A verification code sent by SMS: single use, short-lived, a few tries. */
export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: SmsPurpose;
  user_id: string | null;
  /** sha256 of the code. */
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  used_time: Date | null;
  expire_time: Date;
  ip: string | null;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type SmsCode = Selectable<SmsCodeTable>;
export type NewSmsCode = Insertable<SmsCodeTable>;
