import type { QuestionSetContent } from '../../catalogue';
import { request, requestBlob, type BodyOf, type DataOf, type QueryOf } from '../../api';

const base = '/api/blade-crop/crop/survey/question-set';
type Sets = typeof base;
/** The calls of a module with a questionnaire (published set, results, export) sit under its own path. */
const of = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}/question-set`;

/** A set with one version's content (its questions as catalogue/questionnaire types them) and every version. */
export type SetDetail = DataOf<'get', `${Sets}/detail`>;

/** One version of a set as the builder lists it. */
export type VersionSummary = SetDetail['versions'][number];

/** The published version a module's form fills (every questionnaire module answers as `survey`). */
export type PublishedSet = DataOf<'get', `${Sets}/published`>;

/** The results of one version over the records the caller may see. */
export type SetResults = DataOf<'get', `${Sets}/results`>;

/** One question's results. */
export type QuestionResult = SetResults['questions'][number];

/** Which records the results count. */
export type ResultScope = NonNullable<QueryOf<'get', `${Sets}/results`>['scope']>;

/** The questionnaire calls under `/api/blade-crop/crop/survey/question-set`. */
export const questionSets = {
  list: () => request<DataOf<'get', `${Sets}/list`>>(`${base}/list`),
  detail: (setKey: string, version?: number) => request<SetDetail>(`${base}/detail`, { query: { setKey, version } }),
  create: (setKey: string, title: string) =>
    request<SetDetail>(`${base}/create`, { method: 'POST', json: { setKey, title } satisfies BodyOf<'post', `${Sets}/create`> }),
  saveDraft: (setKey: string, content: QuestionSetContent, version?: number) =>
    request<SetDetail>(`${base}/save-draft`, {
      method: 'POST',
      json: { setKey, content, ...(version ? { version } : {}) },
    }),
  publish: (setKey: string, version: number) =>
    request<SetDetail>(`${base}/publish`, { method: 'POST', json: { setKey, version } satisfies BodyOf<'post', `${Sets}/publish`> }),
  published: (module: string, setKey: string, version?: number) =>
    request<PublishedSet>(`${of(module)}/published`, { query: { setKey, version } }),
  results: (module: string, version: number | undefined, scope: ResultScope) =>
    request<SetResults>(`${of(module)}/results`, { query: { version, scope } }),
  exportAnswers: (module: string, version: number | undefined, scope: ResultScope) =>
    requestBlob(`${of(module)}/export`, { query: { version, scope } }),
};
