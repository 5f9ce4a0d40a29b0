import { FormGroup, type Intent } from '@blueprintjs/core';
import { memo, type ReactNode } from 'react';
import type { FieldDef } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { fieldInputs, wideKinds, type FieldServices, type InputValue } from '../fields';

/** Props of `FieldInput`. */
export interface FieldInputProps {
  field: FieldDef;
  value: InputValue;
  /** The form's messages by path; the field's own and its parts' (`field[3].column`, `field.slot`). */
  errors: Readonly<Record<string, string>>;
  /** Why the field is empty though it fills from the union's data (the union lacks the value). */
  note?: string;
  disabled?: boolean;
  onChange: (value: InputValue) => void;
  services: FieldServices;
  /** Said under the field after its own help (a round's standard for it). */
  extraHelp?: ReactNode;
}

/** The field's own message, else the first of its parts'. */
function messageOf(name: string, errors: Readonly<Record<string, string>>): string | undefined {
  if (errors[name]) return errors[name];
  const part = Object.keys(errors).find((k) => k.startsWith(`${name}[`) || k.startsWith(`${name}.`));
  return part ? errors[part] : undefined;
}

/** One catalogue field as a labelled input of its kind (the field registry's), with its error under it; drawn again only when its props change. */
export const FieldInput = memo(function FieldInput({
  field,
  value,
  errors,
  note,
  disabled,
  onChange,
  services,
  extraHelp,
}: FieldInputProps) {
  const { lang } = useI18n();
  const error = messageOf(field.name, errors);
  const intent: Intent = error ? 'danger' : note && field.readOnly ? 'warning' : 'none';
  // A read-only field the union cannot fill says why, not that it is empty: nothing the user types would help.
  const told = note && (field.readOnly || !error) ? note : undefined;
  const id = `field-${field.name}`;
  const Input = fieldInputs[field.kind];
  const required = field.rules.some((r) => r.rule === 'required');
  return (
    <FormGroup
      className={wideKinds.has(field.kind) ? 'form-field wide' : 'form-field'}
      label={field.label[lang]}
      labelFor={id}
      labelInfo={required ? <span className="required-mark">*</span> : undefined}
      helperText={
        told ? (
          <span data-testid={`prefill-missing-${field.name}`}>{told}</span>
        ) : error ? (
          <span data-testid={`error-${field.name}`}>{error}</span>
        ) : extraHelp ? (
          <>
            {field.help && `${field.help[lang]}${lang === 'zh' ? '；' : '; '}`}
            <span data-testid={`extra-help-${field.name}`}>{extraHelp}</span>
          </>
        ) : (
          field.help?.[lang]
        )
      }
      intent={intent}
    >
      <Input
        id={id}
        field={field}
        value={value}
        onChange={onChange}
        disabled={disabled || field.readOnly}
        intent={intent}
        placeholder={field.placeholder?.[lang]}
        services={services}
        errors={errors}
      />
    </FormGroup>
  );
});
