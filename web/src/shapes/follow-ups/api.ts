import { request, type Schemas } from '../../api';

/**
 * The follow-up calls of a module with `followUps` (beyond calls.tsv). No catalogue module has the
 * shape yet, so their answers are typed by the components the shape names (`consoleSchemas` on the
 * server), not by a module's paths.
 */
export type FollowUps = Schemas['FollowUps'];
export type FollowUpRow = FollowUps['rows'][number];
export type FollowUpBody = Schemas['FollowUpBody'];
export type FollowUpUpload = Schemas['FollowUpUpload'];

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

export const followUpCalls = {
  list: (module: string, id: string) => request<FollowUps>(`${base(module)}/followUps`, { query: { id } }),
  add: (module: string, body: FollowUpBody) => request<FollowUps>(`${base(module)}/followUp`, { method: 'POST', json: body }),
  upload: (module: string, id: string, file: File) => {
    const multipart = new globalThis.FormData();
    multipart.append('id', id);
    multipart.append('file', file);
    return request<FollowUpUpload>(`${base(module)}/followUpUpload`, { method: 'POST', multipart });
  },
};
