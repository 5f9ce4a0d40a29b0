import { request, type DataOf } from '../../api';

/** survey's calls, the one module inviting its records' contacts (another would answer alike). */
type Phone = DataOf<'get', '/api/blade-crop/crop/survey/getphone'>;
type Invited = DataOf<'get', '/api/blade-crop/crop/survey/sendSms'>;

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}`;

/** A record's link: the number it goes to (masked), and the sending (a first link, or the same again as a reminder). */
export const recordLinkCalls = {
  phone: (module: string, id: string) => request<Phone>(`${base(module)}/getphone`, { query: { id } }),
  invite: (module: string, call: string, id: string) => request<Invited>(`${base(module)}/${encodeURIComponent(call)}`, { query: { id } }),
};
