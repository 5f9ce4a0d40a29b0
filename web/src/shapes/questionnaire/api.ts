import type { QuestionSetContent } from '../../catalogue';
import { request, requestBlob, type DataOf, type QueryOf } from '../../api';

const base = '/api/blade-crop/crop/survey/question-set';
/** The calls of a module with a questionnaire (published set, results, export) sit under its own path. */
const of = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}/question-set`;

type SetWire = DataOf<'get', '/api/blade-crop/crop/survey/question-set/detail'>;
/** A set's content as the catalogue types it (the wire's questions are open objects the set's own validator checks). */
type WithContent<T> = Omit<T, 'content'> & { content: QuestionSetContent };

/** One version of a set as the builder lists it. */
export type VersionSummary = SetWire['versions'][number];

/** A set with one version's content and every version. */
export type SetDetail = WithContent<SetWire>;

/** The published version a module's form fills. */
export type PublishedSet = WithContent<DataOf<'get', '/api/blade-crop/crop/survey/question-set/published'>>;

/** The results of one version over the records the caller may see. */
export type SetResults = DataOf<'get', '/api/blade-crop/crop/survey/question-set/results'>;

/** One question's results. */
export type QuestionResult = SetResults['questions'][number];

/** Which records the results count. */
export type ResultScope = NonNullable<QueryOf<'get', '/api/blade-crop/crop/survey/question-set/results'>['scope']>;

/** The questionnaire calls under `/api/blade-crop/crop/survey/question-set`. */
export const questionSets = {
  list: () => request<DataOf<'get', '/api/blade-crop/crop/survey/question-set/list'>>(`${base}/list`),
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
