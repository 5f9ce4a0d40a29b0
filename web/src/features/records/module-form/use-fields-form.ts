import { useCallback, useEffect, useRef, useState } from 'react';
import { computedFollowing, validateForm, type FieldError, type FormData, type ModuleEntry, type ValidateResult } from '../../../catalogue';
import { ApiError } from '../../../api';
import { useI18n } from '../../../i18n';
import { isoDate } from '../../../lib';
import { hasUnsavedChanges } from '../../platform/crud';
import { comparableInputs, emptyInput, toInput, type InputValue } from '../fields';
import { splitErrors, toFormValues, type FormValues } from './form-values';

/** A form over an entry's fields: values, the messages per field and the checks the server will make. */
export interface FieldsForm {
  values: FormValues;
  errors: Record<string, string>;
  otherErrors: string[];
  setValue: (name: string, value: InputValue) => void;
  /** Replaces every value (a loaded record's form, defaults, or blank) and takes them as saved; clears the messages. */
  reset: (form: FormData) => void;
  /** Checks the values as the server will; shows and returns the result. */
  check: (mode: 'draft' | 'submit') => ValidateResult;
  /** Shows the per-field problems of a 400 answer; true if there were any. */
  showServerErrors: (err: unknown) => boolean;
  /** True when the values differ from what was reset to or last saved; read when the page is left. */
  isDirty: () => boolean;
  /** Takes the values as saved (after a save or submit), so leaving asks nothing. */
  markClean: () => void;
  /**
   * Puts in values the user did not type (the union's data), as `from` gives them for the current
   * values: shown, and counted as saved, so they alone make nothing to lose.
   */
  fill: (from: (current: FormValues) => FormData) => void;
}

/** The state of a form built from `entry`'s fields (a record's, a work's, or those a union begins an entry with). */
export function useFieldsForm(entry: ModuleEntry, initial: FormData = {}): FieldsForm {
  const { lang } = useI18n();
  const [values, setValues] = useState<FormValues>(() => toFormValues(entry, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // What leaving would lose is measured against the values as reset to or last saved.
  const saved = useRef<FormValues>(values);
  const current = useRef<FormValues>(values);
  useEffect(() => {
    current.current = values;
  }, [values]);

  const show = useCallback(
    (list: FieldError[]) => {
      const { byField, other } = splitErrors(entry, list);
      setErrors(byField);
      setOtherErrors(other);
    },
    [entry],
  );

  const setValue = useCallback(
    (name: string, value: InputValue) => {
      // A figure the form computes follows the one it is computed from (setup4's 2 % due), as the server computes it.
      const follows = computedFollowing(entry.fields, name, value, current.current).map(
        ({ field, figure }) => [field.name, figure === null ? emptyInput(field) : toInput(field, figure)] as const,
      );
      setValues((v) => ({ ...v, [name]: value, ...Object.fromEntries(follows) }));
      // A change clears the field's messages, those of its cells and slots too, and those of the figures that follow it.
      const names = [name, ...follows.map(([n]) => n)];
      const mine = (k: string) => names.some((n) => k === n || k.startsWith(`${n}[`) || k.startsWith(`${n}.`));
      setErrors((e) => (Object.keys(e).some(mine) ? Object.fromEntries(Object.entries(e).filter(([k]) => !mine(k))) : e));
    },
    [entry],
  );

  const reset = useCallback(
    (form: FormData) => {
      saved.current = toFormValues(entry, form);
      setValues(saved.current);
      setErrors({});
      setOtherErrors([]);
    },
    [entry],
  );

  const check = (mode: 'draft' | 'submit') => {
    const result = validateForm(entry, values, { lang, mode, today: isoDate() });
    show(result.errors);
    return result;
  };

  const showServerErrors = (err: unknown) => {
    if (!(err instanceof ApiError) || err.fieldErrors.length === 0) return false;
    show(err.fieldErrors);
    return true;
  };

  const isDirty = useCallback(() => hasUnsavedChanges(comparableInputs(saved.current), comparableInputs(current.current)), []);
  const markClean = useCallback(() => {
    saved.current = current.current;
  }, []);

  const fill = useCallback(
    (from: (current: FormValues) => FormData) => {
      // From the latest values, typing not yet drawn included: the union's data may answer between a
      // keystroke and its render, and must neither overwrite it nor make it count as saved.
      setValues((latest) => {
        const added = from(latest);
        const filled = entry.fields.filter((f) => f.name in added).map((f) => [f.name, toInput(f, added[f.name])] as const);
        if (filled.length === 0) return latest;
        saved.current = { ...saved.current, ...Object.fromEntries(filled) };
        current.current = { ...latest, ...Object.fromEntries(filled) };
        return current.current;
      });
    },
    [entry],
  );

  return { values, errors, otherErrors, setValue, reset, check, showServerErrors, isDirty, markClean, fill };
}
