import type { FormData, HttpMethod, PrefillValues } from '../catalogue';
import { request, requestBlob } from './http';
import type { AttachmentInfo, RecordView, ListQuery, Page, RowsImport, SubmitAnswer } from './types';

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

/** The form body of save and submit calls. */
/** The two PDFs of a record: its form as filed (`review`) and its own document (`preview`). */
export type PdfCall = 'review' | 'preview';

export type RecordBody = { id?: string; taskId?: string | null } & FormData;

/** The calls of one catalogue module, `/api/blade-crop/crop/{module}/...`. */
export const records = {
  page: (module: string, query: ListQuery) => request<Page<RecordView>>(`${base(module)}/page`, { query }),
  detail: (module: string, id: string) => request<RecordView>(`${base(module)}/detail`, { query: { id } }),
  getId: (module: string) => request<string>(`${base(module)}/getid`),
  /** The named personal fields of a record in full (the server logs each answer); 403 to whoever is not entitled. */
  reveal: (module: string, id: string, fields: readonly string[], purpose: 'review' | 'edit' | 'contact' | 'print' | 'other') =>
    request<Record<string, unknown>>(`${base(module)}/reveal`, { query: { id, fields: fields.join(','), purpose } }),
  /** The union's own data for the fields the module's form fills from it (null where the union has none). */
  prefill: (module: string) => request<PrefillValues>(`${base(module)}/prefill`),
  /**
   * By source module, the figures the save writes into the form's server-written columns for the years named (`serverFilled`);
   * for the saved record `id`, the settings' figures of its first submission's year.
   */
  serverFilled: (module: string, years: Record<string, string>, id?: string) =>
    request<Record<string, Record<string, unknown> | null>>(`${base(module)}/server-filled`, { query: id ? { ...years, id } : years }),
  /** What the form fills from the subject `id` it is filed about (a register row, an approved record), by field. */
  subject: (module: string, id: string) => request<Record<string, unknown>>(`${base(module)}/subject`, { query: { id } }),
  /** The campaign `id` that invited the caller's union, by the module's campaign call (`sendOut.calls.campaign`): its sender and year. */
  invitedCampaign: (module: string, call: string, id: string) =>
    request<{ id: string; senderUnionId: string; senderUnion: string; year: number | null }>(`${base(module)}/${call}`, { query: { id } }),
  saveDraft: (module: string, body: RecordBody) => request<RecordView>(`${base(module)}/saveDraft`, { method: 'POST', json: body }),
  submit: (module: string, body: RecordBody) => request<SubmitAnswer>(`${base(module)}/submit`, { method: 'POST', json: body }),
  resubmit: (module: string, body: RecordBody) => request<SubmitAnswer>(`${base(module)}/resubmit`, { method: 'POST', json: body }),
  /** A stepped module's own save, submit or resubmit (`save1`, `submitcrop`...), named by the record's steps. */
  stepCall: <T>(module: string, path: string, body: RecordBody) =>
    request<T>(`${base(module)}/${encodeURIComponent(path)}`, { method: 'POST', json: body }),
  /** The calls without a form go under the method the module's entry names (`callMethod`: field2's GET remove). */
  remove: (module: string, ids: string[], method: HttpMethod = 'POST') =>
    request<number>(`${base(module)}/remove`, { method, query: { ids: ids.join(',') } }),
  withdraw: (module: string, processInstanceId: string, method: HttpMethod = 'GET') =>
    request<unknown>(`${base(module)}/rebackFlow`, { method, query: { processInstanceId } }),
  cancel: (module: string, id: string, processInstanceId: string, reason: string, method: HttpMethod = 'GET') =>
    request<unknown>(`${base(module)}/removeFlow`, { method, query: { id, processInstanceId, reason } }),
  /** A published notice (`publishOnly`) withdrawn (撤回) for good by its publisher; readers no longer see it. */
  revoke: (module: string, id: string, reason: string) =>
    request<unknown>(`${base(module)}/revoke`, { method: 'POST', json: { id, reason } }),
  /** One attachment's bytes, fetched with the auth headers (tokens never go in a URL). */
  attachment: (module: string, id: string) => requestBlob(`${base(module)}/attachment`, { query: { id } }),
  /** The record's PDF: `review` prints the form, `preview` the module's own document where it has one (a 转接函). */
  preview: (module: string, id: string, call: PdfCall = 'review') =>
    requestBlob(`${base(module)}/${call}`, { query: { id, timestamp: Date.now() } }),
  /** A lines field's sheet in the federation's layout, its preset lines listed and the amounts empty (`linesTemplate`). */
  linesTemplate: (module: string, field: string) => requestBlob(`${base(module)}/linesTemplate`, { query: { field } }),
  /**
   * The lines of `field` of draft or returned record `id` replaced by the sheet's, all or nothing
   * (`importLines`); a 400 names every bad cell (`data.errors`: row, column, message), shown by the caller.
   */
  importLines: (module: string, id: string, field: string, file: File) => {
    const multipart = new globalThis.FormData();
    multipart.append('id', id);
    multipart.append('field', field);
    multipart.append('file', file);
    return request<{ id: string; lines: number }>(`${base(module)}/importLines`, { method: 'POST', multipart, silent: true });
  },
  /** A rows field's import template: its columns as the header, drop-downs of the choices (`rowsTemplate`). */
  rowsTemplate: (module: string, field: string) => requestBlob(`${base(module)}/rowsTemplate`, { query: { field } }),
  /**
   * The rows of `field` read from a sheet, all or nothing, for the form to fill (`rowsImport`; nothing
   * saved); the rows' rules reading the form around them are checked against `form` (the form the user
   * holds, saved or not), else the saved record `id`'s; a 400 names every bad cell (`data.errors`: row,
   * column, message), shown by the caller.
   */
  rowsImport: (module: string, field: string, file: File, around: { id?: string; form?: Record<string, unknown> } = {}) => {
    const multipart = new globalThis.FormData();
    // Before the file: the server reads the parts ahead of it.
    if (around.form) multipart.append('form', JSON.stringify(around.form));
    multipart.append('file', file);
    const query = around.id ? { field, id: around.id } : { field };
    return request<RowsImport>(`${base(module)}/rowsImport`, { method: 'POST', query, multipart, silent: true });
  },
  upload: (module: string, id: string, file: File) => {
    const multipart = new globalThis.FormData();
    multipart.append('id', id);
    multipart.append('file', file);
    return request<AttachmentInfo>(`${base(module)}/uploads`, { method: 'POST', multipart });
  },
};
