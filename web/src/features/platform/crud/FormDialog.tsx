import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../api';
import { fieldErrorText, useI18n } from '../../../i18n';
import { FieldControl } from './FieldControl';
import { missingFields, requiredMessage, visibleFields, type FieldSpec, type FieldValue, type FormValues } from './field-spec';
import { AppDialog } from './AppDialog';
import './crud.css';

/** What a dialog's own inputs beyond `fields` (a table of them) read of the form and change in it. */
export interface FormDialogParts {
  values: FormValues;
  /** Complaints by value name: the required checks', `validate`'s and the server's. */
  errors: Record<string, string>;
  busy: boolean;
  set: (name: string) => (value: FieldValue) => void;
}

/** A field the dialog's own inputs draw: its name among the values and the label its complaints name. */
export interface ExtraField {
  name: string;
  label: string;
}

/** Props of `FormDialog`. */
export interface FormDialogProps {
  /** Open while set: the values to start from (an empty object to create). */
  initial: FormValues | undefined;
  /** True when the values are an existing record's. */
  editing: boolean;
  title: string;
  fields: readonly FieldSpec[];
  onClose: () => void;
  /** Saves; a rejected `ApiError` puts its field errors next to the fields. */
  onSubmit: (values: FormValues) => Promise<void>;
  /** Checks beyond required fields (a password policy): the field and message of each problem. */
  validate?: (values: FormValues) => Record<string, string> | undefined;
  /** More than fields: a grant tree, or inputs of its own drawn from the form's values (`FormDialogParts`). */
  children?: ReactNode | ((form: FormDialogParts) => ReactNode);
  /**
   * The input of `children` a server's field error names (`allocations.0.places` of the values
   * sent), so its complaint is shown there rather than above the form.
   */
  extraField?: (serverField: string, values: FormValues) => ExtraField | undefined;
  width?: number;
  testId?: string;
  /**
   * A refusal naming no field (a 409 of a silent call) is shown above the form in the server's
   * words; without it the call's own toast says it.
   */
  showRefusal?: boolean;
}

/** A create-or-edit dialog over a list of fields: required checks first, then the server's own. */
export function FormDialog(props: FormDialogProps) {
  const {
    initial,
    editing,
    title,
    fields,
    onClose,
    onSubmit,
    validate,
    children,
    extraField,
    width = 720,
    testId = 'form-dialog',
    showRefusal = false,
  } = props;
  const { t, lang } = useI18n();
  const [values, setValues] = useState<FormValues>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // A new `initial` (the dialog opened on another row) resets the form during the render, not in an
  // effect after it: a click on 确定 in between would have its complaints wiped by the late reset.
  const [shownFor, setShownFor] = useState(initial);
  if (initial !== shownFor) {
    setShownFor(initial);
    setValues(initial ?? {});
    setErrors({});
    setGeneral([]);
  }

  const shown = visibleFields(fields, editing);
  const set = (name: string) => (value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A field's complaint goes once it is changed; the others stay until the next try.
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const submit = async () => {
    const missing = missingFields(fields, values, editing);
    if (missing.length) {
      setErrors(
        Object.fromEntries(
          missing.map((name) => {
            const field = shown.find((f) => f.name === name)!;
            return [name, t(requiredMessage(field), { label: t(field.label) })];
          }),
        ),
      );
      return;
    }
    const problems = validate?.(values);
    if (problems && Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setBusy(true);
    setErrors({});
    setGeneral([]);
    try {
      await onSubmit(values);
    } catch (err) {
      if (err instanceof ApiError) {
        // The server names the parameter and its rule; the person reads the field's label and a sentence.
        const labels = new Map(shown.map((f) => [f.name, t(f.label)]));
        const byField: Record<string, string> = {};
        const rest: string[] = [];
        for (const e of err.fieldErrors) {
          const label = labels.get(e.field);
          const extra = label === undefined ? extraField?.(e.field, values) : undefined;
          if (label !== undefined) byField[e.field] = fieldErrorText(lang, e, label);
          else if (extra) byField[extra.name] = fieldErrorText(lang, e, extra.label);
          else rest.push(fieldErrorText(lang, e));
        }
        if (showRefusal && !err.fieldErrors.length) rest.push(err.message);
        setErrors(byField);
        setGeneral(rest);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      isOpen={initial !== undefined}
      onClose={onClose}
      title={title}
      canOutsideClickClose={false}
      style={{ width: `min(${width}px, 94vw)` }}
      testId={testId}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogBody className="form-dialog-body">
          {general.length > 0 && (
            <Callout intent="danger" className="gap-bottom" data-testid="form-errors">
              {general.join(';')}
            </Callout>
          )}
          <div className="form-grid">
            {shown.map((field) => (
              <FieldControl
                key={field.name}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                disabled={busy || (editing && field.fixedOnEdit)}
                onChange={set(field.name)}
              />
            ))}
          </div>
          {typeof children === 'function' ? children({ values, errors, busy, set }) : children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={busy} text={t('common.confirm')} data-testid="dialog-submit" />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
