import type { FieldDef } from '../types';

/** Every string a rule holds (its field names among them), however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/**
 * The fields of the form around the rows field `field` that its rules and its columns' rules read
 * (rights1's `coverageYear` of the age on 31 December, `planType` of the women's plan): what a row
 * import needs of the form, saved or sent with it (docs/forms/group-c-rights.md "Row import").
 */
export function aroundFieldsOf(fields: readonly FieldDef[], field: FieldDef): FieldDef[] {
  const named = new Set(stringsOf([field.rules, (field.columns ?? []).map((c) => c.rules)]));
  return fields.filter((f) => f.name !== field.name && named.has(f.name));
}
