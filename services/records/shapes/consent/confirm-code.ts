import type { Kysely } from 'kysely';
import { maskMobile, type ConsentByCode, type ModuleEntry } from '../../../../catalogue';
import { storeConsent, type Database } from '../../../../db';
import { checkSmsCode } from '../../../identity/accounts';
import { AppError, badRequest } from '../../../platform/core';

/** The body key the union types the nominee's code into (never stored in the form). */
export const CONSENT_CODE = 'consentCode';

/** Who confirms which record's nominee with which code. */
export interface CodeConfirmation {
  tenantId: string;
  recordId: string;
  userId: string;
  code: string;
}

/**
 * The nominee's code (generateCaptcha's, purpose `boostConsent`) checked against the mobile it was
 * texted to, the record's stored one, and used up; the confirmation is stored once for the record,
 * the stored ID number and that mobile (I-CONSENT). A wrong, expired, spent or reused code is 400
 * naming `consentCode`, and nothing is stored.
 */
export async function confirmConsentCode(db: Kysely<Database>, entry: ModuleEntry, byCode: ConsentByCode, c: CodeConfirmation) {
  const stored = await db
    .selectFrom('record')
    .select('form')
    .where('tenant_id', '=', c.tenantId)
    .where('id', '=', c.recordId)
    .where('module', '=', entry.key)
    .executeTakeFirst();
  const form = (stored?.form ?? {}) as Record<string, unknown>;
  const idCard = form[byCode.idCard];
  const phone = form[byCode.mobile];
  // The code went to the stored draft's mobile: a record not saved yet has had none.
  if (typeof idCard !== 'string' || !idCard || typeof phone !== 'string' || !phone) {
    throw badRequest(CONSENT_CODE, 'smsCode', 'consentCodeNoNominee');
  }
  await checkSmsCode(db, { purpose: 'boostConsent', phone, code: c.code, consume: true }).catch((err: unknown) => {
    // The code is the body's `consentCode`, whatever the SMS check calls it.
    if (err instanceof AppError && err.status === 400) throw badRequest(CONSENT_CODE, 'smsCode', err.key);
    throw err;
  });
  await storeConsent(db, {
    tenantId: c.tenantId,
    recordId: c.recordId,
    idCard,
    phone,
    phoneMasked: maskMobile(phone),
    confirmedBy: c.userId,
  });
}
