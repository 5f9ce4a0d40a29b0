import { request } from '../../../api';

export type Values = Record<string, unknown>;

/** One changed field as the server shows it to the reader: its name, the values before and after as text. */
export interface ChangeText {
  field: string;
  label: string;
  before: string;
  after: string;
}

export interface HistoryEntry {
  id: string;
  /** The section in the reader's language. */
  sectionName: string;
  changes: ChangeText[];
  actorName: string;
  time: string;
}

export interface UnionProfileView {
  unionId: string;
  unionName: string;
  parentName: string | null;
  status: string;
  statusName: string;
  establishedOn: string | null;
  memberCount: number;
  femaleMembers: number;
  chairName: string | null;
  sections: Record<string, Values>;
  officers: { committee: string; name: string; position: string; positionName: string; termNo: number | null; isChair: boolean }[];
  below: { children: { id: string; name: string; memberCount: number; status: string }[]; unions: number; memberCount: number };
  history: HistoryEntry[];
}

export interface OfficerEntry {
  id: string;
  committee: string;
  name: string;
  position: string;
  /** The post in the reader's language, from the committee's own dictionary. */
  positionName: string;
  /** The term (第N届) the officer was elected for. */
  termNo: number | null;
  isChair: boolean;
  startDate: string;
  endDate: string | null;
  current: boolean;
  sourceModule: string | null;
}

export interface SetupStep {
  module: string;
  title: string;
  route: string;
  recordId: string | null;
  state: string | null;
  stateName: string;
  stageName: string | null;
  lastComment: string | null;
  updateTime: string | null;
}

export interface SetupOverview {
  unionName: string;
  higherUnion: string | null;
  established: boolean;
  establishedOn: string | null;
  steps: SetupStep[];
  nextStep: { module: string; title: string; route: string } | null;
}

const CROP = '/api/blade-crop/crop/crop';

/** The union profile's calls (`crop`, `corpration`, `setup/detail`). */
export const unionProfile = {
  index: () => request<UnionProfileView>(`${CROP}/index`),
  brief: () => request<{ unionName: string; chairName: string | null; memberCount: number }>(`${CROP}/brief`),
  officers: () => request<OfficerEntry[]>(`${CROP}/chlist`),
  updateSection: (call: string, body: Values) => request<UnionProfileView>(`${CROP}/${call}`, { method: 'POST', json: body, silent: true }),
  employer: () => request<Values & { history: HistoryEntry[] }>('/api/blade-crop/crop/corpration/detail'),
  updateEmployer: (body: Values) =>
    request<Values & { history: HistoryEntry[] }>('/api/blade-crop/crop/corpration/update', { method: 'POST', json: body, silent: true }),
  setupOverview: () => request<SetupOverview>('/api/blade-crop/crop/setup/detail'),
};
