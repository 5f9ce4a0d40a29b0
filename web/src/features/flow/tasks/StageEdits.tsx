import { Card, H5 } from '@blueprintjs/core';
import { useCallback, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { validateForm, type FormData, type ModuleEntry } from '../../../catalogue';
import type { RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { isoDate } from '../../../lib';
import { PickerNamesProvider, toInputs, type InputValue } from '../../records/fields';
import { FieldGrid, splitErrors, useRecordUploads } from '../../records/module-form';
import { changedFields, editableFields, editErrors } from './stage-edits';

/** What the dialog asks of the stage's inputs when the reviewer approves. */
export interface StageEditsHandle {
  /**
   * The values of the fields the reviewer changed, checked as the server will (`form` undefined when
   * nothing changed); `ok: false` when one breaks its rule, its message then shown on it.
   */
  changes: () => { ok: true; form: FormData | undefined } | { ok: false };
  /** Shows a 400 answer's messages on the fields it names; true if it named one of them. */
  showServerErrors: (err: unknown) => boolean;
}

/** Props of `StageEdits`. */
export interface StageEditsProps {
  entry: ModuleEntry;
  /** The record as the reviewer reads it, with its `fieldAccess`. */
  record: RecordView;
  disabled?: boolean;
  ref?: Ref<StageEditsHandle>;
}

/**
 * The fields the reviewer's stage lets them change (`fieldAccess.editable`), as the module form's
 * inputs, filled with the record's values. Only the changed ones go with the approval: an unchanged
 * value is no edit (and a value stored before today's rules is not checked again).
 */
export function StageEdits({ entry, record, disabled, ref }: StageEditsProps) {
  const { t, lang } = useI18n();
  const fields = useMemo(() => editableFields(entry, record.fieldAccess), [entry, record.fieldAccess]);
  const initial = useMemo(() => toInputs({ fields }, record.form), [fields, record.form]);
  const [values, setValues] = useState<Record<string, InputValue>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Files added here go under the record, as the applicant's do.
  const uploads = useRecordUploads(entry.key, record);

  const setValue = useCallback((name: string, value: InputValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== name && !k.startsWith(`${name}[`) && !k.startsWith(`${name}.`))),
    );
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      changes: () => {
        const changed = changedFields(fields, initial, values);
        if (changed.length === 0) return { ok: true, form: undefined };
        // Only the changed values: the check reports any other key as unknown, as the server would.
        const sent = Object.fromEntries(changed.map((f) => [f.name, values[f.name]]));
        const result = validateForm({ fields: changed }, sent, { lang, mode: 'submit', today: isoDate() });
        if (!result.ok) {
          setErrors(splitErrors({ ...entry, fields: changed }, result.errors).byField);
          return { ok: false };
        }
        return { ok: true, form: result.value };
      },
      showServerErrors: (err) => {
        const byField = editErrors(err, fields);
        if (byField) setErrors(byField);
        return byField !== null;
      },
    }),
    [entry, fields, initial, values, lang],
  );

  return (
    <PickerNamesProvider names={record.names}>
      <Card className="panel" data-testid="stage-edits">
        <H5 className="panel-title">{t('task.edits')}</H5>
        <p className="muted">{t('task.editsHint')}</p>
        <FieldGrid fields={fields} form={{ values, errors, setValue }} disabled={disabled} services={uploads.services} />
      </Card>
    </PickerNamesProvider>
  );
}
