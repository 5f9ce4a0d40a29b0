import type { FieldDef } from '../types';

/** Every string a rule holds (its field names among them), however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** Whether `name` is another field of the form that the rows field `field`'s rules or its columns' rules name. */
function namedAround(field: FieldDef): (name: string) => boolean {
  const named = new Set(stringsOf([field.rules, (field.columns ?? []).map((c) => c.rules)]));
  return (name) => name !== field.name && named.has(name);
}

/**
 * The fields of the form around the rows field `field` that its rules and its columns' rules read
 * (rights1's `coverageYear` of the age on 31 December, `planType` of the women's plan): what a row
 * import needs of the form, saved or sent with it (docs/forms/group-c-rights.md "Row import").
 */
export function aroundFieldsOf(fields: readonly FieldDef[], field: FieldDef): FieldDef[] {
  const around = namedAround(field);
  return fields.filter((f) => around(f.name));
}

/** The values of `form` a row import of `field` sends with it: those of the fields around the rows (`aroundFieldsOf`). */
export function aroundValuesOf(field: FieldDef, form: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const around = namedAround(field);
  return Object.fromEntries(Object.entries(form).filter(([name]) => around(name)));
}
