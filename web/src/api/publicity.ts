/**
 * Publicity (公示) of a round's approved records (services/records/publicity): the federation's calls
 * (list, candidates, open, answer, decide) and the public area's (list, detail, objection; no login,
 * the tenant in `Tenant-Id`).
 */
import { request, requestBlob } from './http';
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
export type RoundDecideBody = BodyOf<'post', '/api/blade-crop/crop/publicity/decide-round'>;
/** A file of an objection's answer or verification. */
export type ObjectionFileInfo = DataOf<'post', '/api/blade-crop/crop/publicity/uploads'>;
/** An objection as the nominee's higher union reads it to verify it. */
export type ObjectionToVerify = DataOf<'get', '/api/blade-crop/crop/publicity/objection'>;
export type VerifyBody = BodyOf<'post', '/api/blade-crop/crop/publicity/verify'>;

/** A running publicity on the public area. */
export type PublicPublicity = ItemOf<'get', '/api/blade-crop/public/publicity/list'>;
/** A publicity as the public reads it: the notice and each nominee's public fields. */
export type PublicPublicityDetail = DataOf<'get', '/api/blade-crop/public/publicity/detail'>;
export type PublicNominee = PublicPublicityDetail['nominees'][number];
export type ObjectionBody = BodyOf<'post', '/api/blade-crop/public/publicity/objection'>;
export type ObjectionFiled = DataOf<'post', '/api/blade-crop/public/publicity/objection'>;

const post = <T>(path: string, json: unknown) => request<T>(path, { method: 'POST', json, silent: true });
// Silent: the public pages show the refusal (a tenant that does not exist) in the server's words.
const asTenant = (tenantId: string) => ({ headers: { 'Tenant-Id': tenantId }, ignoreUnauthorized: true, silent: true });

export const publicity = {
  list: (query: ListQuery) => request<Page<PublicityRow>>(`${base}/list`, { query }),
  detail: (id: string) => request<PublicityView>(`${base}/detail`, { query: { id } }),
  candidates: (roundId: string) => request<PublicityCandidate[]>(`${base}/candidates`, { query: { roundId } }),
  /** Silent: the dialogs show the refusal on their fields or above them. */
  open: (body: PublicityOpenBody) => post<PublicityView>(`${base}/open`, body),
  answer: (body: PublicityAnswerBody) => post<PublicityView>(`${base}/answer`, body),
  decide: (body: PublicityDecideBody) => post<PublicityView>(`${base}/decide`, body),
  decideRound: (body: RoundDecideBody) => post<PublicityView>(`${base}/decide-round`, body),
  /** The 公示 notice as a PDF. */
  notice: (id: string) => requestBlob(`${base}/notice`, { query: { id } }),
  /** A file of an answer or verification, fetched with the auth headers. */
  file: (id: string) => requestBlob(`${base}/file`, { query: { id } }),
  /** The federation's upload for its answer to an objection. */
  upload: (objectionId: string, file: File) => uploadTo(`${base}/uploads`, objectionId, file),
  /** The nominee's higher union: the objection, its upload and its verification. */
  objection: (id: string) => request<ObjectionToVerify>(`${base}/objection`, { query: { id } }),
  verifyUpload: (objectionId: string, file: File) => uploadTo(`${base}/verify-uploads`, objectionId, file),
  verify: (body: VerifyBody) => post<ObjectionToVerify>(`${base}/verify`, body),
};

function uploadTo(path: string, objectionId: string, file: File) {
  const multipart = new globalThis.FormData();
  multipart.append('objectionId', objectionId);
  multipart.append('file', file);
  return request<ObjectionFileInfo>(path, { method: 'POST', multipart });
}

/** The public area's publicity calls, as the tenant `tenantId`. */
export const publicPublicity = {
  list: (tenantId: string) => request<PublicPublicity[]>(`${open}/list`, asTenant(tenantId)),
  detail: (tenantId: string, id: string) => request<PublicPublicityDetail>(`${open}/detail`, { query: { id }, ...asTenant(tenantId) }),
  /** The form shows the refusal on its fields. */
  object: (tenantId: string, body: ObjectionBody) =>
    request<ObjectionFiled>(`${open}/objection`, { method: 'POST', json: body, ...asTenant(tenantId) }),
};
