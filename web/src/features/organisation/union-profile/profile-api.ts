import { request, type DataOf, type ItemOf } from '../../../api';

export type Values = Record<string, unknown>;

type Profile = '/api/blade-crop/crop/crop';
type Employer = '/api/blade-crop/crop/corpration';

/** The union's profile as `crop/index` (and every section's update) answers it. */
export type UnionProfileView = DataOf<'get', `${Profile}/index`>;

/** The employer's data as `corpration/detail` (and its update) answers it, with its history. */
export type EmployerView = DataOf<'get', `${Employer}/detail`>;

/**
 * One change as the server shows it to the reader: the fields the union's and the employer's
 * history both answer (the union's adds its section and source record).
 */
export type HistoryEntry = EmployerView['history'][number];

/** One changed field: its name, the values before and after as text. */
export type ChangeText = HistoryEntry['changes'][number];

/** One officer of the union's committees, current or past. */
export type OfficerEntry = ItemOf<'get', `${Profile}/chlist`>;

/** The union's setup (建会) steps and the next one to take. */
export type SetupOverview = DataOf<'get', '/api/blade-crop/crop/setup/detail'>;

/** One setup step: its form's record and where it stands. */
export type SetupStep = SetupOverview['steps'][number];

const CROP = '/api/blade-crop/crop/crop';

/** The union profile's calls (`crop`, `corpration`, `setup/detail`). */
export const unionProfile = {
  index: () => request<UnionProfileView>(`${CROP}/index`),
  brief: () => request<DataOf<'get', `${Profile}/brief`>>(`${CROP}/brief`),
  officers: () => request<OfficerEntry[]>(`${CROP}/chlist`),
  updateSection: (call: string, body: Values) => request<UnionProfileView>(`${CROP}/${call}`, { method: 'POST', json: body, silent: true }),
  employer: () => request<EmployerView>('/api/blade-crop/crop/corpration/detail'),
  updateEmployer: (body: Values) =>
    request<DataOf<'post', `${Employer}/update`>>('/api/blade-crop/crop/corpration/update', { method: 'POST', json: body, silent: true }),
  setupOverview: () => request<SetupOverview>('/api/blade-crop/crop/setup/detail'),
};
