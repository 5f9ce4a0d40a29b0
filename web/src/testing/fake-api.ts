import type { Envelope } from '../api';

/** A call as the fake server received it. */
export interface FakeCall {
  method: string;
  /** The path without the query: `/api/blade-crop/crop/setup1/page`. */
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed, a form body as its parameters; undefined without a body. */
  body: unknown;
  /** The headers sent (the public area's `Tenant-Id`). */
  headers: Headers;
}

/** `GET /api/...` or `POST /api/...`: how answers are registered and calls looked up. */
export type FakeRoute = `${'GET' | 'POST'} /api/${string}`;

interface Reply {
  status: number;
  /** An envelope, sent as JSON; or a file's text with its content type. */
  body: Envelope<unknown> | { file: string; type: string };
  headers?: Record<string, string>;
}

type Responder = (call: FakeCall) => Reply;

const OK_MSG = '操作成功';

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return body;
}

/**
 * The API as the console's client sees it, answering from answers registered per route (recorded
 * answers of the real API's shape, typed with the console's API types), in the envelope
 * `{code, success, msg, data}`. Every call is kept for the test to read; a call without an answer
 * (or whose answer throws) is answered 404 and kept in `unanswered` (the test setup fails the test on one).
 */
export class FakeApi {
  readonly calls: FakeCall[] = [];
  readonly unanswered: FakeCall[] = [];
  private readonly routes = new Map<string, Responder>();
  private readonly holds = new Map<string, Promise<void>>();

  /** Answers `route` with `data` (or what `data` makes of the call) in a success envelope. */
  answer<T>(route: FakeRoute, data: T | ((call: FakeCall) => T)): this {
    this.routes.set(route, (call) => ({
      status: 200,
      body: { code: 200, success: true, msg: OK_MSG, data: typeof data === 'function' ? (data as (c: FakeCall) => T)(call) : data },
    }));
    return this;
  }

  /** Answers `route` with a file: `content` as the body, of content type `type` (an export's workbook). */
  answerFile(route: FakeRoute, content: string, type: string): this {
    this.routes.set(route, () => ({ status: 200, body: { file: content, type } }));
    return this;
  }

  /**
   * Answers `route` with a failure: `status` in the envelope's code, `msg` and `data` (a 400's `{ errors }`),
   * and `headers` (a 429's `Retry-After`).
   */
  refuse(route: FakeRoute, status: number, msg: string, data: unknown = null, headers?: Record<string, string>): this {
    this.routes.set(route, () => ({ status, body: { code: status, success: false, msg, data }, headers }));
    return this;
  }

  /** Holds the answers of `route` until the returned function is called (a loading state). */
  hold(route: FakeRoute): () => void {
    let release!: () => void;
    this.holds.set(
      route,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      this.holds.delete(route);
      release();
    };
  }

  /** The calls made to `route`, oldest first. */
  callsTo(route: FakeRoute): FakeCall[] {
    return this.calls.filter((c) => `${c.method} ${c.path}` === route);
  }

  /** The registered answer, or 404 for a call no answer covers (an answer that throws covers none). */
  private reply(route: string, call: FakeCall): Reply {
    const responder = this.routes.get(route);
    try {
      if (responder) return responder(call);
    } catch {
      // Counted as unanswered below.
    }
    this.unanswered.push(call);
    return { status: 404, body: { code: 404, success: false, msg: `no answer for ${route}`, data: null } };
  }

  /** The fetch the console's client calls. */
  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://console.test');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(init.body),
      headers: new Headers(init.headers),
    };
    this.calls.push(call);
    const route = `${call.method} ${call.path}`;
    await this.holds.get(route);
    const { status, body, headers } = this.reply(route, call);
    if ('file' in body) return new Response(body.file, { status, headers: { 'Content-Type': body.type, ...headers } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
}
