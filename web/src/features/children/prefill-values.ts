import type { FieldDef, FormData } from '../../catalogue';

/**
 * The values of the fields a form prefills (`prefill` names the key: `unionName`), read from what
 * the console knows of the user's union; a key it does not know leaves its field blank.
 */
export function prefillValues(fields: readonly FieldDef[], known: Readonly<Record<string, string | undefined>>): FormData {
  const values: FormData = {};
  for (const f of fields) {
    const value = f.prefill ? known[f.prefill] : undefined;
    if (value !== undefined) values[f.name] = value;
  }
  return values;
}
