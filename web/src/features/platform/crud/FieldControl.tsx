import { Checkbox, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import { DateField, UnionPickerInput } from '../../records/fields';
import type { FieldSpec, FieldValue } from './field-spec';
import './crud.css';

/** Props of `FieldControl`. */
export interface FieldControlProps {
  field: FieldSpec;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string;
  disabled?: boolean;
}

/** One labelled field of an admin form, as its kind says; `data-testid` is `field-<name>`. */
export function FieldControl({ field, value, onChange, error, disabled }: FieldControlProps) {
  const { t } = useI18n();
  const id = `field-${field.name}`;
  const intent = error ? 'danger' : 'none';
  const str = typeof value === 'string' ? value : '';
  const label = (
    <>
      {t(field.label)}
      {field.required && <span className="required-mark"> *</span>}
    </>
  );
  let control;
  switch (field.kind ?? 'text') {
    case 'textarea':
      control = (
        <TextArea
          id={id}
          data-testid={id}
          fill
          rows={3}
          value={str}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'select':
      control = (
        <HTMLSelect
          id={id}
          data-testid={id}
          fill
          value={str}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.value)}
          options={[{ value: '', label: t('form.select') }, ...(field.options ?? [])]}
        />
      );
      break;
    case 'switch':
      control = (
        <Switch id={id} data-testid={id} checked={value === true} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      );
      break;
    case 'multi': {
      const chosen = Array.isArray(value) ? value : [];
      control = (
        <div className="multi-field" data-testid={id}>
          {(field.options ?? []).map((option) => (
            <Checkbox
              key={option.value}
              inline
              label={option.label}
              data-testid={`${id}-${option.value}`}
              checked={chosen.includes(option.value)}
              disabled={disabled}
              onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))}
            />
          ))}
        </div>
      );
      break;
    }
    case 'date':
      control = <DateField id={id} testId={id} value={str} disabled={disabled} intent={intent} onChange={(v) => onChange(v)} />;
      break;
    case 'union':
      control = (
        <UnionPickerInput
          id={id}
          value={str}
          disabled={disabled}
          intent={intent}
          onChange={(v) => onChange(typeof v === 'string' ? v : '')}
        />
      );
      break;
    default: {
      const listId = field.suggestions ? `${id}-list` : undefined;
      control = (
        <>
          <InputGroup
            id={id}
            data-testid={id}
            type={field.kind === 'password' ? 'password' : field.kind === 'number' ? 'number' : 'text'}
            autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
            value={str}
            disabled={disabled}
            intent={intent}
            list={listId}
            onValueChange={(v) => onChange(v)}
          />
          {field.suggestions && (
            <datalist id={listId}>
              {field.suggestions.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </datalist>
          )}
        </>
      );
    }
  }
  return (
    <FormGroup
      className={field.wide || field.kind === 'textarea' || field.kind === 'multi' ? 'form-field wide' : 'form-field'}
      label={label}
      labelFor={id}
      intent={intent}
      helperText={error ?? (field.hint ? t(field.hint) : undefined)}
    >
      {control}
    </FormGroup>
  );
}
