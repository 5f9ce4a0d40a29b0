import { request, requestBlob, type BodyOf, type DataOf, type ListQuery, type Page, type SubmitAnswer } from '../../api';
import type { FormData } from '../../catalogue';
import type { BeginAnswer, Calls, ChildBody, ChildRecord, ImportAnswer, ParentRecord } from './types';

/** The call an entry enters as `workspage` and `outsend` take it (the spec's name), whatever the module's `children.call.idField` is. */
export const CALL_PARAM = 'activityId';

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

/** The bodies of the calls that have no name of their own, read off `activityworks` (see types.ts). */
type Body<Call extends 'workssubmit' | 'childremove' | 'excel'> = BodyOf<'post', `${Calls}/${Call}`>;

/** The calls of a module with children (`activityworks`): its entries and, under each, the works. */
export const childCalls = {
  page: (module: string, query: ListQuery) => request<Page<ParentRecord>>(`${base(module)}/page`, { query }),
  detail: (module: string, id: string) => request<ParentRecord>(`${base(module)}/detail`, { query: { id } }),
  begin: (module: string, body: FormData) => request<BeginAnswer>(`${base(module)}/begin`, { method: 'POST', json: body }),
  childList: (module: string, parentId: string, query: ListQuery) =>
    request<Page<ChildRecord>>(`${base(module)}/childlist`, { query: { descs: 'create_time', ...query, parentId } }),
  childDetail: (module: string, id: string) => request<ChildRecord>(`${base(module)}/childdetail`, { query: { id } }),
  childSubmit: (module: string, body: ChildBody) => request<SubmitAnswer>(`${base(module)}/childsubmit`, { method: 'POST', json: body }),
  worksSubmit: (module: string, ids: string[]) =>
    request<DataOf<'post', `${Calls}/workssubmit`>>(`${base(module)}/workssubmit`, {
      method: 'POST',
      json: { ids: ids.join(',') } satisfies Body<'workssubmit'>,
    }),
  childReback: (module: string, id: string) => request<SubmitAnswer>(`${base(module)}/childreback`, { query: { id } }),
  childRemove: (module: string, id: string, reason: string) =>
    request<SubmitAnswer>(`${base(module)}/childremove`, { method: 'POST', json: { id, reason } satisfies Body<'childremove'> }),
  /** Texts the author's mobile the code that confirms a work (`smsCode` of its submit). */
  sendCode: (module: string, phone: string) =>
    request<DataOf<'get', `${Calls}/sendCode`>>(`${base(module)}/sendCode`, { query: { mobile: phone } }),
  /** Every work's files of one entry as a zip (fetched with the auth headers). */
  toZip: (module: string, parentId: string) => requestBlob(`${base(module)}/tozip`, { query: { id: parentId } }),
  /** The works the caller may see across entries, of one call when named (`CALL_PARAM`; a reviewer's view). */
  worksPage: (module: string, query: ListQuery) => request<Page<ChildRecord>>(`${base(module)}/workspage`, { query }),
  /**
   * Imports works as drafts from a workbook uploaded to the entry (`filepath`: the upload's id); a broken
   * row imports nothing and the 400 names it (`rows[3].authorMobile`). Silent: the dialog lists the rows.
   */
  excel: (module: string, parentId: string, filepath: string) =>
    request<ImportAnswer>(`${base(module)}/excel`, { method: 'POST', json: { parentId, filepath } satisfies Body<'excel'>, silent: true }),
  /** The approved works of one call as the judges' Excel sheet. */
  outsend: (module: string, callId: string) => requestBlob(`${base(module)}/outsend`, { query: { [CALL_PARAM]: callId } }),
};
