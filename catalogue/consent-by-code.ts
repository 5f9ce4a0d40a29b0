import type { ConsentByCode, FieldDef } from './types';

/**
 * The fields a module's consent by texted code is bound to (its consent slot's `byCode`, I-CONSENT),
 * or undefined where the nominee's consent is the signed file only.
 */
export function consentByCodeOf(fields: readonly FieldDef[]): ConsentByCode | undefined {
  for (const slot of fields.flatMap((f) => f.slots ?? [])) {
    if (typeof slot.consent === 'object') return slot.consent.byCode;
  }
  return undefined;
}
