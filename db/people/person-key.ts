import { createHmac } from 'node:crypto';

/**
 * People in the registers of rights and help (mutual-aid cover, assistance, hardship files) are keyed
 * by an HMAC of the ID number under their tenant's key, derived from the configured secret
 * (PERSON_KEY_SECRET): the registers match a person without holding the number in clear, and one
 * tenant's keys tell nothing of another's (docs/forms/group-c-rights.md "NEW", Effects).
 */
let secret: Buffer | undefined;

/** Sets the secret the tenants' person keys come from; each entry point does, from its configuration. */
export function configurePersonKeys(configured: string): void {
  secret = Buffer.from(configured, 'utf8');
}

/** The ID number as the registers key it: trimmed, the check character upper case. */
export const idNumberKey = (idNumber: string): string => idNumber.trim().toUpperCase();

/** The person's key in tenant `tenantId`'s registers: HMAC-SHA256 of the ID number under the tenant's key, hex. */
export function personHash(tenantId: string, idNumber: string): string {
  if (!secret) throw new Error('person keys are not configured (configurePersonKeys)');
  const tenantKey = createHmac('sha256', secret).update(`person-key:${tenantId}`).digest();
  return createHmac('sha256', tenantKey).update(idNumberKey(idNumber)).digest('hex');
}
