import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldDefaults, personalPaths, withRevealed, type FormData, type ModuleEntry } from '../../../catalogue';
import { records, type RecordView } from '../../../api';
import { isoDate } from '../../../lib';
import type { FieldServices } from '../fields';
import { isEditable } from './form-actions';
import { useFieldsForm, type FieldsForm } from './use-fields-form';
import { usePrefill } from './use-prefill';
import { useCampaignFill } from './use-campaign-fill';
import { useServerFilled } from './use-server-filled';
import { useSubjectFill } from './use-subject-fill';
import { useRecordUploads } from './use-record-uploads';

/** The form's state and the calls behind its buttons: a fields form over a record that loads and saves. */
export interface RecordFormState extends Omit<FieldsForm, 'reset'> {
  record: RecordView | undefined;
  loading: boolean;
  /** What the field inputs need to upload and name the record's files. */
  services: FieldServices;
  /** The record's id, reserved with `getid` the first time a new form needs one. */
  ensureId: () => Promise<string>;
  /** Marks `saved` as the record the form shows, so the route change to its id loads nothing. */
  adopt: (saved: RecordView) => void;
  /** The user may change the form: a new record, or one whose actions let it send the form (`isEditable`). */
  editable: boolean;
  /** Why a prefilled field is empty (the union's data lacks its value), by field name. */
  prefillNotes: Readonly<Record<string, string>>;
}

/** The record's form with its personal fields in full (`reveal` for the edit), so no mask is sent back. */
async function fullForm(entry: ModuleEntry, r: RecordView): Promise<FormData> {
  const paths = personalPaths(entry.fields);
  if (paths.length === 0) return r.form;
  return withRevealed(r.form, await records.reveal(entry.key, r.id, paths, 'edit')) as FormData;
}

/**
 * Loads the record of `id` (none for a new form, which starts from the fields' defaults and `initial`)
 * and keeps the form's values and errors.
 */
export function useRecordForm(entry: ModuleEntry, id: string | undefined, initial: FormData = {}): RecordFormState {
  // A new form's starting values as first given (a later render's object must not start a reload):
  // the defaults the catalogue states (survey's year), then what the caller gives.
  const blank = useRef<FormData>({ ...fieldDefaults(entry.fields, isoDate()), ...initial });
  const form = useFieldsForm(entry, id ? initial : blank.current);
  const uploads = useRecordUploads(entry.key, id ? { id } : undefined);
  const [record, setRecord] = useState<RecordView>();
  const [loading, setLoading] = useState(id !== undefined);
  const shownId = useRef<string | undefined>(undefined);
  const { reset } = form;
  const { adopt: adoptUploads, clear: clearUploads } = uploads;

  useEffect(() => {
    if (!id) {
      // Back to a blank form (新增 while a record was open).
      if (shownId.current !== undefined) {
        shownId.current = undefined;
        clearUploads();
        setRecord(undefined);
        reset(blank.current);
      }
      return;
    }
    if (id === shownId.current) return;
    let live = true;
    let settled = false;
    shownId.current = id;
    adoptUploads({ id });
    setLoading(true);
    records.detail(entry.key, id).then(
      async (r) => {
        // The detail is masked; a form the applicant may change starts from the full values (asked, logged).
        const form = isEditable(r) ? await fullForm(entry, r).catch(() => r.form) : r.form;
        settled = true;
        if (!live) return;
        setRecord(r);
        reset(form);
        adoptUploads(r);
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
  }, [entry, id, reset, adoptUploads, clearUploads]);

  const { markClean } = form;
  const adopt = useCallback(
    (saved: RecordView) => {
      shownId.current = saved.id;
      adoptUploads(saved);
      markClean();
      setRecord(saved);
    },
    [markClean, adoptUploads],
  );

  const editable = isEditable(record);
  // The union's data fills the form once what it shows has loaded, and only where the user may change it.
  const prefillNotes = usePrefill(entry, form, !loading && editable);
  // So does the subject the record is filed about, once the form names it (survey2's entry of the register).
  useSubjectFill(entry, form, !loading && editable);
  // And the campaign it answers names the union that reviews it (finance6's sender).
  useCampaignFill(entry, form, !loading && editable);
  // And the columns the save writes from the union's approved records (finance7's budget from finance2).
  useServerFilled(entry, form, !loading && editable, record?.id);

  const { reset: _reset, ...fields } = form;
  // The values as the user holds them now, read when a rows import asks (not a reason to draw the inputs again).
  const now = useRef(form.values);
  useEffect(() => {
    now.current = form.values;
  }, [form.values]);
  // The record as saved: a lines field imports into it (a form never saved has none yet).
  const services = useMemo<FieldServices>(
    () => ({ ...uploads.services, recordId: record?.id, reserveId: records.getId, formNow: () => now.current }),
    [uploads.services, record?.id],
  );
  return {
    ...fields,
    record,
    loading,
    services,
    ensureId: uploads.ensureId,
    adopt,
    editable,
    prefillNotes,
  };
}
