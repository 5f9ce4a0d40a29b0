/**
 * Publicity (公示) of a round's approved records (services/records/publicity): the federation's calls
 * (list, candidates, open, answer, decide) and the public area's (list, detail, objection; no login,
 * the tenant in `Tenant-Id`).
 */
import { request } from './http';
import type { BodyOf, DataOf, ItemOf, RowOf } from './schema-types';
import type { ListQuery, Page } from './types';

const base = '/api/blade-crop/crop/publicity';
const open = '/api/blade-crop/public/publicity';

/** A row of the federation's list: dates, state, nominees and objections counted. */
export type PublicityRow = RowOf<'get', '/api/blade-crop/crop/publicity/list'>;
/** One publicity as the federation reads it: nominees, objections with the objectors' contact, history. */
export type PublicityView = DataOf<'get', '/api/blade-crop/crop/publicity/detail'>;
export type PublicityObjection = PublicityView['objections'][number];
export type PublicityNominee = PublicityView['records'][number];
/** Where a publicity stands today. */
export type PublicityPhase = PublicityRow['phase'];
/** A record `open` may publish. */
export type PublicityCandidate = ItemOf<'get', '/api/blade-crop/crop/publicity/candidates'>;
export type PublicityOpenBody = BodyOf<'post', '/api/blade-crop/crop/publicity/open'>;
export type PublicityAnswerBody = BodyOf<'post', '/api/blade-crop/crop/publicity/answer'>;
export type PublicityDecideBody = BodyOf<'post', '/api/blade-crop/crop/publicity/decide'>;

/** A running publicity on the public area. */
export type PublicPublicity = ItemOf<'get', '/api/blade-crop/public/publicity/list'>;
/** A publicity as the public reads it: the notice and each nominee's public fields. */
export type PublicPublicityDetail = DataOf<'get', '/api/blade-crop/public/publicity/detail'>;
export type PublicNominee = PublicPublicityDetail['nominees'][number];
export type ObjectionBody = BodyOf<'post', '/api/blade-crop/public/publicity/objection'>;
export type ObjectionFiled = DataOf<'post', '/api/blade-crop/public/publicity/objection'>;

const post = <T>(path: string, json: unknown) => request<T>(path, { method: 'POST', json, silent: true });
const asTenant = (tenantId: string) => ({ headers: { 'Tenant-Id': tenantId }, ignoreUnauthorized: true });

export const publicity = {
  list: (query: ListQuery) => request<Page<PublicityRow>>(`${base}/list`, { query }),
  detail: (id: string) => request<PublicityView>(`${base}/detail`, { query: { id } }),
  candidates: (roundId: string) => request<PublicityCandidate[]>(`${base}/candidates`, { query: { roundId } }),
  /** Silent: the dialogs show the refusal on their fields or above them. */
  open: (body: PublicityOpenBody) => post<PublicityView>(`${base}/open`, body),
  answer: (body: PublicityAnswerBody) => post<PublicityView>(`${base}/answer`, body),
  decide: (body: PublicityDecideBody) => post<PublicityView>(`${base}/decide`, body),
};

/** The public area's publicity calls, as the tenant `tenantId`. */
export const publicPublicity = {
  list: (tenantId: string) => request<PublicPublicity[]>(`${open}/list`, asTenant(tenantId)),
  detail: (tenantId: string, id: string) => request<PublicPublicityDetail>(`${open}/detail`, { query: { id }, ...asTenant(tenantId) }),
  /** Silent: the form shows the refusal on its fields. */
  object: (tenantId: string, body: ObjectionBody) =>
    request<ObjectionFiled>(`${open}/objection`, { method: 'POST', json: body, silent: true, ...asTenant(tenantId) }),
};
