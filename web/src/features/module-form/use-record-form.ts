import { useCallback, useEffect, useRef, useState } from 'react';
import { validateForm, type FieldError, type ModuleEntry, type ValidateResult } from '../../catalogue';
import { ApiError, records, type AttachmentInfo, type FlowRecord } from '../../api';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib';
import { hasUnsavedChanges } from '../crud';
import { comparableInputs, type InputValue } from '../fields';
import { attachmentNames, emptyValues, splitErrors, toFormValues, type FormValues } from './form-values';

/** The form's state and the calls behind its buttons. */
export interface RecordFormState {
  record: FlowRecord | undefined;
  loading: boolean;
  values: FormValues;
  errors: Record<string, string>;
  otherErrors: string[];
  names: Record<string, string>;
  setValue: (name: string, value: InputValue) => void;
  /** Checks the form as the server will; shows and returns the result. */
  check: (mode: 'draft' | 'submit') => ValidateResult;
  /** Shows the per-field problems of a 400 answer; true if there were any. */
  showServerErrors: (err: unknown) => boolean;
  /** The record's id, reserved with `getid` the first time a new form needs one. */
  ensureId: () => Promise<string>;
  upload: (file: File) => Promise<AttachmentInfo>;
  /** Marks `saved` as the record the form shows, so the route change to its id loads nothing. */
  adopt: (saved: FlowRecord) => void;
  /** True when the values differ from what was loaded or last saved; read when the page is left. */
  isDirty: () => boolean;
  /** Takes the values as saved (after a submit), so leaving asks nothing. */
  markClean: () => void;
}

/** Loads the record of `id` (none for a new form) and keeps the form's values and errors. */
export function useRecordForm(entry: ModuleEntry, id: string | undefined): RecordFormState {
  const { lang } = useI18n();
  const [record, setRecord] = useState<FlowRecord>();
  const [loading, setLoading] = useState(id !== undefined);
  const [values, setValues] = useState<FormValues>(() => emptyValues(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const shownId = useRef<string | undefined>(undefined);
  const reserved = useRef<Promise<string> | undefined>(id ? Promise.resolve(id) : undefined);
  // What leaving would lose is measured against the values as loaded or last saved.
  const saved = useRef<FormValues>(values);
  const current = useRef<FormValues>(values);
  useEffect(() => {
    current.current = values;
  }, [values]);

  useEffect(() => {
    if (!id) {
      // Back to a blank form (新增 while a record was open).
      if (shownId.current !== undefined) {
        shownId.current = undefined;
        reserved.current = undefined;
        setRecord(undefined);
        saved.current = emptyValues(entry);
        setValues(saved.current);
        setNames({});
        setErrors({});
        setOtherErrors([]);
      }
      return;
    }
    if (id === shownId.current) return;
    let live = true;
    let settled = false;
    shownId.current = id;
    reserved.current = Promise.resolve(id);
    setLoading(true);
    records.detail(entry.key, id).then(
      (r) => {
        settled = true;
        if (!live) return;
        setRecord(r);
        saved.current = toFormValues(entry, r.form);
        setValues(saved.current);
        setNames(attachmentNames(r.attachments));
        setLoading(false);
      },
      () => {
        settled = true;
        if (live) setLoading(false);
      },
    );
    return () => {
      live = false;
      // An unfinished load must run again when the effect does (StrictMode, a quick id change).
      if (!settled && shownId.current === id) shownId.current = undefined;
    };
  }, [entry, id]);

  const show = useCallback(
    (list: FieldError[]) => {
      const { byField, other } = splitErrors(entry, list);
      setErrors(byField);
      setOtherErrors(other);
    },
    [entry],
  );

  const setValue = useCallback((name: string, value: InputValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A change clears the field's messages, those of its cells and slots too.
    const mine = (k: string) => k === name || k.startsWith(`${name}[`) || k.startsWith(`${name}.`);
    setErrors((e) => {
      if (!Object.keys(e).some(mine)) return e;
      return Object.fromEntries(Object.entries(e).filter(([k]) => !mine(k)));
    });
  }, []);

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

  const ensureId = useCallback(() => {
    reserved.current ??= records.getId(entry.key).catch((err: unknown) => {
      reserved.current = undefined;
      throw err;
    });
    return reserved.current;
  }, [entry.key]);

  const upload = useCallback(
    async (file: File) => {
      const info = await records.upload(entry.key, await ensureId(), file);
      setNames((n) => ({ ...n, [info.id]: info.name }));
      return info;
    },
    [entry.key, ensureId],
  );

  const markClean = useCallback(() => {
    saved.current = current.current;
  }, []);

  const adopt = useCallback(
    (record: FlowRecord) => {
      shownId.current = record.id;
      reserved.current = Promise.resolve(record.id);
      markClean();
      setRecord(record);
      setNames((n) => ({ ...n, ...attachmentNames(record.attachments) }));
    },
    [markClean],
  );

  const isDirty = useCallback(() => hasUnsavedChanges(comparableInputs(saved.current), comparableInputs(current.current)), []);

  return {
    record,
    loading,
    values,
    errors,
    otherErrors,
    names,
    setValue,
    check,
    showServerErrors,
    ensureId,
    upload,
    adopt,
    isDirty,
    markClean,
  };
}
