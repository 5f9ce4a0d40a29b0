import { useMemo, type ReactNode } from 'react';
import type { FieldDef } from '../../../catalogue';
import { emptyInput, type FieldServices, type InputValue } from '../fields';
import { FieldInput } from './FieldInput';
import type { FormValues } from './form-values';

/** Props of `FieldGrid`. */
export interface FieldGridProps {
  fields: readonly FieldDef[];
  /** The form the inputs read and change (`useFieldsForm`'s). */
  form: { values: FormValues; errors: Readonly<Record<string, string>>; setValue: (name: string, value: InputValue) => void };
  disabled?: boolean;
  services: FieldServices;
  /** A note under a field where its help would be: why a prefilled field is empty. */
  notes?: Readonly<Record<string, string>>;
  /** Words under fields after their own help, by field name (a round's standards). */
  help?: Readonly<Record<string, ReactNode>>;
  /** Inputs that are not fields of the entry, after them (the author's code). */
  children?: ReactNode;
}

/** Catalogue fields as a grid of labelled inputs of their kinds, each with its message. */
export function FieldGrid({ fields, form, disabled, services, notes, help, children }: FieldGridProps) {
  // One handler per field that stays the same between draws: an input whose value did not change is not drawn again.
  const { setValue } = form;
  const handlers = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.name, (v: InputValue) => setValue(f.name, v)])),
    [fields, setValue],
  );
  return (
    <div className="form-grid">
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={form.values[field.name] ?? emptyInput(field)}
          errors={form.errors}
          note={notes?.[field.name]}
          extraHelp={help?.[field.name]}
          disabled={disabled}
          onChange={handlers[field.name]!}
          services={services}
        />
      ))}
      {children}
    </div>
  );
}
