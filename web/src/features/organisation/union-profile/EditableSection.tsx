import { Button, Card, FormGroup, H4, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { ApiError, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { DateField } from '../../records/fields';
import { bodyOf, textsOf, type SectionField } from './section-fields';

interface Props {
  title: string;
  fields: SectionField[];
  stored: Record<string, unknown> | undefined;
  /** Sends the section; the caller reloads what it shows. */
  save: (body: Record<string, string | number>) => Promise<unknown>;
  testId: string;
}

/** One section of the profile: its values, and an edit form whose refusals name the field. */
export function EditableSection({ title, fields, stored, save, testId }: Props) {
  const { lang } = useI18n();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const label = (f: SectionField) => (lang === 'en' ? f.en : f.zh);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      await save(bodyOf(fields, values));
      toast.success(lang === 'en' ? 'Saved' : '保存成功');
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      } else if (error instanceof Error) {
        toast.error(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="panel" data-testid={testId}>
      <div className="panel-head">
        <H4>{title}</H4>
        {!editing && (
          <Button
            icon="edit"
            minimal
            text={lang === 'en' ? 'Edit' : '修改'}
            data-testid={`${testId}-edit`}
            onClick={() => {
              setValues(textsOf(fields, stored));
              setEditing(true);
            }}
          />
        )}
      </div>
      {editing ? (
        <>
          {fields.map((f) => (
            <FormGroup
              key={f.name}
              label={label(f)}
              labelFor={`${testId}-${f.name}`}
              labelInfo={f.required ? '*' : undefined}
              intent={errors[f.name] ? Intent.DANGER : Intent.NONE}
              helperText={errors[f.name]}
            >
              {f.kind === 'date' ? (
                <DateField
                  id={`${testId}-${f.name}`}
                  value={values[f.name] ?? ''}
                  disabled={busy}
                  intent={errors[f.name] ? Intent.DANGER : Intent.NONE}
                  onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
                />
              ) : (
                <InputGroup
                  id={`${testId}-${f.name}`}
                  name={f.name}
                  inputMode={f.kind === 'integer' ? 'numeric' : undefined}
                  value={values[f.name] ?? ''}
                  disabled={busy}
                  intent={errors[f.name] ? Intent.DANGER : Intent.NONE}
                  onChange={(e) => setValues((old) => ({ ...old, [f.name]: e.target.value }))}
                />
              )}
            </FormGroup>
          ))}
          <Button
            intent="primary"
            icon="floppy-disk"
            loading={busy}
            text={lang === 'en' ? 'Save' : '保存'}
            data-testid={`${testId}-save`}
            onClick={() => void submit()}
          />{' '}
          <Button text={lang === 'en' ? 'Cancel' : '取消'} disabled={busy} onClick={() => setEditing(false)} />
        </>
      ) : (
        <HTMLTable compact className="profile-values">
          <tbody>
            {fields.map((f) => (
              <tr key={f.name}>
                <th>{label(f)}</th>
                <td>{stored?.[f.name] == null || stored[f.name] === '' ? '—' : String(stored[f.name])}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
