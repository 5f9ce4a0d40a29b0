import { useEffect } from 'react';
import { subjectFilledFields, type FormData, type ModuleEntry } from '../../../catalogue';
import { records } from '../../../api';
import { useLoader } from '../../../lib';
import type { FieldsForm } from './use-fields-form';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The values of the subject the record is filed about (`entry.subject`: a register row, an approved
 * record) in the fields that fill from it (`FieldDef.fromSubject`), read from the module's `subject`
 * call once the form names the subject, while `active`: read-only ones always, editable ones where
 * still empty, as save and submit fill them on the server.
 */
export function useSubjectFill(entry: ModuleEntry, form: Pick<FieldsForm, 'fill' | 'values'>, active: boolean): void {
  const field = entry.subject?.field;
  const raw = field ? form.values[field] : undefined;
  const id = typeof raw === 'string' && /^\d{1,19}$/.test(raw.trim()) ? raw.trim() : undefined;
  const wanted = id !== undefined && subjectFilledFields(entry.fields).length > 0;
  const known = useLoader(wanted ? `subject:${entry.key}:${id}` : null, () => records.subject(entry.key, id!)).data;
  const { fill } = form;
  useEffect(() => {
    if (!known || !active) return;
    fill((current) => {
      const out: FormData = {};
      for (const f of subjectFilledFields(entry.fields)) {
        const value = known[f.name];
        if (f.readOnly || (blank(current[f.name]) && !blank(value))) out[f.name] = (value ?? null) as FormData[string];
      }
      return out;
    });
  }, [known, active, fill, entry]);
}
