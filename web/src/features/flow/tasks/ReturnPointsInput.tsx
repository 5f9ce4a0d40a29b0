import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { keyColumn, returnPointText, subjectName, type FieldDef, type FormData, type ReturnPointRef } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/** Props of `ReturnPointsInput`. */
export interface ReturnPointsInputProps {
  fields: readonly FieldDef[];
  form: FormData;
  points: readonly ReturnPointRef[];
  onChange: (points: ReturnPointRef[]) => void;
  disabled?: boolean;
}

/** The record's table fields a return may point into: lines (`moneyLines`) and rows. */
export const tableFields = (fields: readonly FieldDef[]) =>
  fields.filter((f) => (f.kind === 'moneyLines' && f.lines) || (f.kind === 'rows' && f.columns));

const rowsOf = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);

/**
 * The reviewer's points of a return (complete-task's `returnPoints`): pick a table, a line (a lines
 * field's key as filed, a row's number) and, where one is meant, a column, with the words; the points
 * added are listed as the applicant will read them, each removable. Sent with 退回 only.
 */
export function ReturnPointsInput({ fields, form, points, onChange, disabled }: ReturnPointsInputProps) {
  const { t, lang } = useI18n();
  const tables = tableFields(fields);
  const [fieldName, setFieldName] = useState(tables[0]?.name ?? '');
  const [line, setLine] = useState('');
  const [column, setColumn] = useState('');
  const [comment, setComment] = useState('');
  const field = tables.find((f) => f.name === fieldName);
  if (!field) return null;

  const rows = rowsOf(form[field.name]);
  const lineOptions = field.lines
    ? rows.map((r) => {
        const key = String(r[keyColumn(field.lines!)] ?? '');
        return { value: key, label: `${key} ${subjectName(key)?.[lang] ?? ''}`.trim() };
      })
    : rows.map((_, i) => ({ value: String(i), label: t('task.pointRow', { n: String(i + 1) }) }));
  const columnOptions = field.lines
    ? field.lines.columns.map((c) => ({ value: c.name, label: c.label[lang] }))
    : (field.columns ?? []).map((c) => ({ value: c.name, label: c.label[lang] }));

  const add = () => {
    if (!line || !comment.trim()) return;
    onChange([...points, { field: field.name, line, ...(column ? { column } : {}), comment: comment.trim() }]);
    setLine('');
    setColumn('');
    setComment('');
  };

  return (
    <FormGroup label={t('task.returnPoints')} helperText={t('task.returnPointsHelp')} className="task-return-points">
      {points.length > 0 && (
        <ul className="plain-list" data-testid="return-points-added">
          {points.map((p, i) => (
            <li key={i}>
              {returnPointText(fields, p, lang)}
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('task.pointRemove')}
                disabled={disabled}
                onClick={() => onChange(points.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="task-return-point-pick">
        {tables.length > 1 && (
          <HTMLSelect
            aria-label={t('task.pointField')}
            data-testid="point-field"
            value={field.name}
            disabled={disabled}
            onChange={(e) => {
              setFieldName(e.currentTarget.value);
              setLine('');
              setColumn('');
            }}
            options={tables.map((f) => ({ value: f.name, label: f.label[lang] }))}
          />
        )}
        <HTMLSelect
          aria-label={t('task.pointLine')}
          data-testid="point-line"
          value={line}
          disabled={disabled}
          onChange={(e) => setLine(e.currentTarget.value)}
          options={[{ value: '', label: t('task.pointLine') }, ...lineOptions]}
        />
        <HTMLSelect
          aria-label={t('task.pointColumn')}
          data-testid="point-column"
          value={column}
          disabled={disabled}
          onChange={(e) => setColumn(e.currentTarget.value)}
          options={[{ value: '', label: t('task.pointWholeLine') }, ...columnOptions]}
        />
        <InputGroup
          aria-label={t('task.pointComment')}
          data-testid="point-comment"
          placeholder={t('task.pointComment')}
          maxLength={200}
          value={comment}
          disabled={disabled}
          onValueChange={setComment}
        />
        <Button
          icon="add"
          text={t('task.pointAdd')}
          data-testid="point-add"
          disabled={disabled || !line || !comment.trim()}
          onClick={add}
        />
      </div>
    </FormGroup>
  );
}
