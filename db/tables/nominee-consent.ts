import type { ColumnType, Selectable } from 'kysely';

/** A nominee's consent confirmed by the code texted to their mobile (I-CONSENT), once per record, ID number and mobile. */
export interface NomineeConsentTable {
  id: string;
  tenant_id: string;
  record_id: string;
  /** The nominee's ID number as the code was sent (the record's stored `idCard`). */
  id_card: string;
  /** The number texted, masked (138****2222), for showing. */
  phone_masked: string;
  /** sha256 of the number texted: the form's mobile must still be it. */
  phone_hash: string;
  /** The account that typed the code in. */
  confirmed_by: string;
  confirmed_at: ColumnType<Date, Date | undefined, never>;
}
export type NomineeConsent = Selectable<NomineeConsentTable>;
