import { latestYear } from '../rules/this-year';
import type { FieldDef } from '../types';
import type { FormData } from './values';

/**
 * The values a new form starts with where a field states a default (`FieldDef.defaultValue`), as of
 * `today` (yyyy-MM-dd): `thisYear` is today's year (survey's 调查年度). The user may change them.
 */
export function fieldDefaults(fields: readonly FieldDef[], today: string): FormData {
  const out: FormData = {};
  for (const f of fields) if (f.defaultValue === 'thisYear') out[f.name] = latestYear(today);
  return out;
}
