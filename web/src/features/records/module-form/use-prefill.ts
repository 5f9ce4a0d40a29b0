import { useEffect, useMemo } from 'react';
import { missingPrefills, prefillForm, prefillKeysOf, type ModuleEntry } from '../../../catalogue';
import { records } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import type { FieldsForm } from './use-fields-form';

/**
 * The union's own data in the entry's prefilled fields (`FieldDef.prefill`), read from the module's
 * prefill call and put into `form` while `active` (a new form, or a record the user may still
 * change): read-only ones always, editable ones where still empty. Answers a note per field the
 * union's data cannot fill, saying where its value would come from.
 */
export function usePrefill(entry: ModuleEntry, form: Pick<FieldsForm, 'fill'>, active: boolean): Readonly<Record<string, string>> {
  const { lang } = useI18n();
  const wanted = prefillKeysOf(entry.fields).length > 0;
  const known = useLoader(wanted ? `prefill:${entry.key}` : null, () => records.prefill(entry.key)).data;
  const { fill } = form;
  useEffect(() => {
    if (known && active) fill((current) => prefillForm(entry.fields, known, current));
  }, [known, active, fill, entry]);
  return useMemo(() => (known ? missingPrefills(entry.fields, known, lang) : {}), [known, entry, lang]);
}
