import { fieldErrorText, getLang, translate, type RuleError } from '../i18n';
import { website } from '../website';
import { ApiError } from './api-error';
import { COMMAND_RETRIES, isCommandCall, isPassingFailure, newIdempotencyKey, retryWaitMs } from './idempotency';
import { retryAfterSeconds } from './retry-after';
import { getAccessToken, notifyUnauthorized } from './session';
import { toast } from './toaster';
import type { Envelope } from './types';

const CLIENT_BASIC = `Basic ${btoa(`${website.clientId}:${website.clientSecret}`)}`;
const TIMEOUT_MS = website.requestTimeoutMs;

type QueryValue = string | number | boolean | undefined | null;

/** How to make one call. */
export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: URLSearchParams;
  /** A multipart body. */
  multipart?: globalThis.FormData;
  headers?: Record<string, string>;
  /** No error toast: the caller shows the failure its own way (or not at all). */
  silent?: boolean;
  /** A 401 does not end the session (login, refresh and logout decide for themselves). */
  ignoreUnauthorized?: boolean;
}

function url(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function headers(opts: RequestOptions, idempotencyKey: string | undefined): Headers {
  const h = new Headers({ Authorization: CLIENT_BASIC });
  const token = getAccessToken();
  if (token) h.set(website.tokenHeader, `bearer ${token}`);
  if (getLang() === 'en') h.set('Accept-Language', 'en');
  if (opts.json !== undefined) h.set('Content-Type', 'application/json');
  if (opts.form) h.set('Content-Type', 'application/x-www-form-urlencoded');
  if (idempotencyKey) h.set('Idempotency-Key', idempotencyKey);
  for (const [key, value] of Object.entries(opts.headers ?? {})) h.set(key, value);
  return h;
}

function fail(message: string, code: number, data: unknown, opts: RequestOptions, retryAfter?: number): never {
  if (code === 401 && !opts.ignoreUnauthorized) {
    // The login page says why; a toast on top of it would only repeat it.
    notifyUnauthorized();
  } else if (!opts.silent) {
    toast.error(message);
  }
  throw new ApiError(message, code, data, retryAfter);
}

/** One try of a call: its answer, or why none came. */
async function tryOnce(
  path: string,
  opts: RequestOptions,
  method: string,
  idempotencyKey?: string,
): Promise<Response | 'timeout' | 'network'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const body = opts.json !== undefined ? JSON.stringify(opts.json) : (opts.form ?? opts.multipart);
  try {
    return await fetch(url(path, opts.query), { method, headers: headers(opts, idempotencyKey), body, signal: controller.signal });
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'timeout' : 'network';
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes a call. A command (a call the server takes an Idempotency-Key on) is one user action: it
 * carries a new key, and after no answer or a 5xx it is sent again with that same key, so the server
 * applies it once however many tries reach it; the user sees a failure only when the tries run out.
 */
async function send(path: string, opts: RequestOptions): Promise<Response> {
  const method = opts.method ?? (opts.json === undefined && !opts.form && !opts.multipart ? 'GET' : 'POST');
  const key = isCommandCall(method, path) ? newIdempotencyKey() : undefined;
  for (let retry = 0; ; retry++) {
    const answer = await tryOnce(path, opts, method, key);
    const res = typeof answer === 'string' ? undefined : answer;
    if (key === undefined || retry >= COMMAND_RETRIES || !isPassingFailure(res?.status ?? 0)) {
      if (res) return res;
      return fail(translate(getLang(), answer === 'timeout' ? 'msg.timeout' : 'msg.network'), 0, undefined, opts);
    }
    const retryAfter = retryAfterSeconds(res?.headers.get('Retry-After'));
    await res?.body?.cancel();
    await sleep(retryWaitMs(retry, retryAfter));
  }
}

interface ErrorBody {
  code?: number;
  msg?: string;
  error_code?: number | string;
  error_description?: string;
  data?: unknown;
}

function check(status: number, body: ErrorBody | null, opts: RequestOptions, headers?: Headers): void {
  const code = typeof body?.code === 'number' ? body.code : status;
  const failed = code !== 200 || status < 200 || status >= 300 || body?.error_description !== undefined;
  if (!failed) return;
  // A refused field is told with its label and a sentence in the user's language, not the schema's rule.
  const refused = (body?.data as { errors?: RuleError[] } | null | undefined)?.errors?.[0];
  // A model's errors carry their message in both languages; the server's `msg` already names the first in ours.
  const message =
    refused?.field && typeof refused.message !== 'object'
      ? fieldErrorText(getLang(), refused)
      : body?.msg || body?.error_description || translate(getLang(), 'msg.unknownError');
  fail(message, code === 200 ? status : code, body?.data, opts, retryAfterSeconds(headers?.get('Retry-After')));
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Makes a call and returns the whole JSON body (the token endpoint has no envelope). */
export async function requestBody<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  const body = (await readJson(res)) as ErrorBody | null;
  check(res.status, body, opts, res.headers);
  return body as T;
}

/** Makes a call and returns the envelope's `data`. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestBody<Envelope<T>>(path, opts)).data;
}

/** Makes a call whose answer is a file (a JSON answer means it failed). */
export async function requestBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  const res = await send(path, opts);
  const type = res.headers.get('Content-Type') ?? '';
  if (!type.includes('application/json') && res.ok) return res.blob();
  check(res.status, (await readJson(res)) as ErrorBody | null, opts, res.headers);
  return fail(translate(getLang(), 'msg.unknownError'), res.status, undefined, opts);
}
