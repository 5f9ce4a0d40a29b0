import type { QuestionSetContent, QuestionSetVersionStatus } from '../../catalogue';
import { request, requestBlob } from '../../api';

const base = '/api/blade-crop/crop/survey/question-set';
/** The calls of a module with a questionnaire (published set, results, export) sit under its own path. */
const of = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}/question-set`;

export interface VersionSummary {
  version: number;
  status: QuestionSetVersionStatus;
  questionCount: number;
  updateTime: string;
  publishTime: string | null;
}

export interface SetDetail extends VersionSummary {
  setKey: string;
  title: string;
  content: QuestionSetContent;
  versions: VersionSummary[];
}

export interface PublishedSet {
  setKey: string;
  version: number;
  publishTime: string | null;
  content: QuestionSetContent;
}

export interface QuestionResult {
  id: string;
  kind: string;
  title: string;
  answered: number;
  options?: { key: string; label: string; count: number }[];
  average?: number | null;
  points?: { value: number; count: number }[];
  texts?: { recordId: string; title: string; text: string }[];
  rowCount?: number;
  columnSums?: { key: string; label: string; sum: number }[];
}

export interface SetResults {
  setKey: string;
  version: number;
  title: string;
  scope: string;
  recordCount: number;
  questions: QuestionResult[];
}

export type ResultScope = 'approved' | 'submitted';

/** The questionnaire calls under `/api/blade-crop/crop/survey/question-set`. */
export const questionSets = {
  list: () => request<{ setKey: string; title: string; versions: VersionSummary[] }[]>(`${base}/list`),
  detail: (setKey: string, version?: number) => request<SetDetail>(`${base}/detail`, { query: { setKey, version } }),
  create: (setKey: string, title: string) => request<SetDetail>(`${base}/create`, { method: 'POST', json: { setKey, title } }),
  saveDraft: (setKey: string, content: QuestionSetContent, version?: number) =>
    request<SetDetail>(`${base}/save-draft`, { method: 'POST', json: { setKey, content, ...(version ? { version } : {}) } }),
  publish: (setKey: string, version: number) => request<SetDetail>(`${base}/publish`, { method: 'POST', json: { setKey, version } }),
  published: (module: string, setKey: string, version?: number) =>
    request<PublishedSet>(`${of(module)}/published`, { query: { setKey, version } }),
  results: (module: string, version: number | undefined, scope: ResultScope) =>
    request<SetResults>(`${of(module)}/results`, { query: { version, scope } }),
  exportAnswers: (module: string, version: number | undefined, scope: ResultScope) =>
    requestBlob(`${of(module)}/export`, { query: { version, scope } }),
};
