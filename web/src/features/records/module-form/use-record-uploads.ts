import { useCallback, useMemo, useRef, useState } from 'react';
import { records, type AttachmentInfo } from '../../../api';
import type { FieldServices } from '../fields';
import { attachmentNames } from './form-values';

/** A record's files as a form uploads them: under its id, reserved with `getid` before a new record exists. */
export interface RecordUploads {
  /** File names by upload id, to show the uploaded files by name. */
  names: Record<string, string>;
  /** The record's id, reserved the first time a new form needs one. */
  ensureId: () => Promise<string>;
  /** The id files went under, if one was reserved yet (a new record without files has none). */
  reservedId: () => Promise<string> | undefined;
  upload: (file: File) => Promise<AttachmentInfo>;
  /** Takes `record` (loaded or saved) as the one the files belong to, and its files' names. */
  adopt: (record: { id: string; attachments?: AttachmentInfo[] }) => void;
  /** Forgets the record: a blank form's files go under a new id. */
  clear: () => void;
  /** What the field inputs need to upload and name files. */
  services: FieldServices;
}

/** The uploads of a form of `module`'s records; `initial` is the record the form opens, if any. */
export function useRecordUploads(module: string, initial?: { id: string; attachments?: AttachmentInfo[] }): RecordUploads {
  const [names, setNames] = useState<Record<string, string>>(() => attachmentNames(initial?.attachments));
  const reserved = useRef<Promise<string> | undefined>(initial ? Promise.resolve(initial.id) : undefined);

  const ensureId = useCallback(() => {
    reserved.current ??= records.getId(module).catch((err: unknown) => {
      reserved.current = undefined;
      throw err;
    });
    return reserved.current;
  }, [module]);

  const upload = useCallback(
    async (file: File) => {
      const info = await records.upload(module, await ensureId(), file);
      setNames((n) => ({ ...n, [info.id]: info.name }));
      return info;
    },
    [module, ensureId],
  );

  const adopt = useCallback((record: { id: string; attachments?: AttachmentInfo[] }) => {
    reserved.current = Promise.resolve(record.id);
    setNames((n) => ({ ...n, ...attachmentNames(record.attachments) }));
  }, []);

  const clear = useCallback(() => {
    reserved.current = undefined;
    setNames({});
  }, []);

  const services = useMemo<FieldServices>(() => ({ module, attachmentNames: names, onUpload: upload }), [module, names, upload]);
  return { names, ensureId, reservedId: () => reserved.current, upload, adopt, clear, services };
}
