// Helpers of the flow command tests (concurrency, idempotency, reviewers, separation of duties): callers that can send headers (Idempotency-Key,
// Accept-Language), and the steps that bring one setup1 record to a given state.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { modules } from '../../catalogue';
import type { Database } from '../../db';
import { BASIC, loginToken, type ApiAnswer } from '../support';

export const M = '/api/blade-crop/crop/setup1';
export const FLOW = '/api/blade-flow';
export const form = modules.setup1!.example;

export interface CallOpts {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A logged-in caller that can add headers to any call. */
export interface Caller {
  account: string;
  get(url: string, opts?: CallOpts): Promise<ApiAnswer>;
  post(url: string, opts?: CallOpts): Promise<ApiAnswer>;
}

export async function caller(app: FastifyInstance, account: string, tenantId = '000000'): Promise<Caller> {
  const token = await loginToken(app, account, tenantId);
  const call = async (method: 'GET' | 'POST', url: string, opts: CallOpts = {}): Promise<ApiAnswer> => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${token}`, ...opts.headers },
      ...(opts.query ? { query: opts.query } : {}),
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return { account, get: (url, opts) => call('GET', url, opts), post: (url, opts) => call('POST', url, opts) };
}

/** A second active account of the union of `account`, with the same roles and the demo password. */
export async function cloneAccount(db: Kysely<Database>, account: string, newAccount: string, newId: string): Promise<void> {
  const user = await db.selectFrom('app_user').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
  await db
    .insertInto('app_user')
    .values({
      id: newId,
      tenant_id: user.tenant_id,
      account: newAccount,
      password_hash: user.password_hash,
      name: `${user.name}B`,
      real_name: `${user.real_name}B`,
      phone: null,
      ident: user.ident,
      union_id: user.union_id,
      is_sub: false,
      parent_user_id: null,
      status: 1,
    })
    .execute();
  const roles = await db.selectFrom('user_role').selectAll().where('user_id', '=', user.id).execute();
  for (const r of roles) await db.insertInto('user_role').values({ user_id: newId, role_id: r.role_id, tenant_id: r.tenant_id }).execute();
}

export interface RecordRef {
  id: string;
  pid: string;
}

/** The record as its applicant sees it. */
export async function detail(applicant: Caller, id: string) {
  const d = await applicant.get(`${M}/detail`, { query: { id } });
  expect(d.status).toBe(200);
  return d.body.data as { state: string; openTaskId: string | null; stage?: number };
}

export async function draftOf(applicant: Caller): Promise<RecordRef> {
  const saved = await applicant.post(`${M}/saveDraft`, { body: form });
  expect(saved.status).toBe(200);
  return { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
}

export async function submittedBy(applicant: Caller, body: Record<string, unknown> = form): Promise<RecordRef> {
  const sent = await applicant.post(`${M}/submit`, { body });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id: sent.body.data.id, pid: sent.body.data.processInstanceId };
}

export const complete = (reviewer: Caller, ref: RecordRef, taskId: string, flag: 'ok' | 'back') =>
  reviewer.post(`${FLOW}/work/complete-task`, {
    body: { taskId, processInstanceId: ref.pid, flag, comment: flag === 'ok' ? '同意' : '请补充' },
  });

/** Counts the answers: exactly one 200, every other a 409 in the envelope. */
export function expectOneWinner(answers: ApiAnswer[]): void {
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s === 200),
    JSON.stringify(statuses),
  ).toHaveLength(1);
  for (const a of answers.filter((x) => x.status !== 200)) {
    expect(a.status, JSON.stringify(a.body)).toBe(409);
    expect(a.body).toMatchObject({ code: 409, success: false });
    expect(a.body.msg).toMatch(/当前状态/);
  }
}
