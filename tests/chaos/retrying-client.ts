// The clients of the chaos run, as the console behaves: each command carries one Idempotency-Key,
// kept across the retries after a network error, a timeout or a 5xx, until an answer comes. Every
// try is written down, so the proofs can tell which commands were answered, which lost an answer
// and were sent again, and what was in flight when a part was killed.
import { randomUUID } from 'node:crypto';
import { clientPasswordDigest } from '../../db';

/** How one try of a call ended: the HTTP status, or no answer. */
export type Outcome = number | 'network' | 'timeout';

export interface Attempt {
  url: string;
  startedAt: number;
  endedAt?: number;
  outcome?: Outcome;
  detail?: string;
}

/** What the lifecycle calls each command (the proofs know which events each one adds). */
export type CommandName = 'save' | 'submit' | 'claim' | 'approve' | 'approveLast' | 'return' | 'resubmit';

/** A command as a client sent it: one key, tried until an answer came (or the deadline passed). */
export interface CommandLog {
  key: string;
  name: CommandName;
  /** The lifecycle's number (0 ... count - 1). */
  lifecycle: number;
  account: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  attempts: Attempt[];
  /** The final answer's HTTP status; undefined when none came before the deadline. */
  status?: number;
  body?: Envelope;
}

export interface Envelope<T = any> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export interface Session {
  account: string;
  token: string;
}

export interface ClientOptions {
  apiUrls: readonly string[];
  clientSecret: string;
  /** A try without an answer this long is given up (and sent again with the same key). Default 30 s. */
  attemptTimeoutMs?: number;
  /** A call still unanswered this long after its first try fails the run. Default 5 min. */
  deadlineMs?: number;
}

/** 5xx, and a 429 asking to come back later: the call may be sent again, with the same key. */
const retryable = (outcome: Outcome) => typeof outcome !== 'number' || outcome >= 500 || outcome === 429;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RetryingClient {
  readonly commands: CommandLog[] = [];
  /** The attempts without an answer yet, by command key (reads are counted under their own ids). */
  private readonly open = new Map<string, CommandLog | string>();
  private nextUrl = 0;
  private stopped = false;
  private readonly basic: string;

  constructor(private readonly opts: ClientOptions) {
    this.basic = `Basic ${Buffer.from(`web:${opts.clientSecret}`).toString('base64')}`;
  }

  /** No more tries: a call waiting to be sent again throws (the run failed and its parts are going away). */
  stop(): void {
    this.stopped = true;
  }

  /** The commands with a try in flight now (what a kill at this moment interrupts). */
  inFlight(): CommandLog[] {
    return [...this.open.values()].filter((c): c is CommandLog => typeof c !== 'string');
  }

  /** Calls in flight now, reads included. */
  inFlightCount(): number {
    return this.open.size;
  }

  async login(account: string, password: string): Promise<Session> {
    const { body } = await this.call<{ access_token?: string }>('POST', '/api/blade-auth/oauth/token', {
      headers: { 'tenant-id': '000000' },
      json: { grant_type: 'password', username: account, password: clientPasswordDigest(password), tenantId: '000000' },
    });
    const token = (body as { access_token?: string }).access_token;
    if (!token) throw new Error(`login of ${account} failed: ${JSON.stringify(body).slice(0, 300)}`);
    return { account, token };
  }

  /** A read, tried until it is answered; a refusal (4xx) throws. */
  async read<T>(session: Session, path: string, query: Record<string, string> = {}): Promise<T> {
    const { status, body } = await this.call<Envelope<T>>('GET', path, { session, query });
    if (status !== 200) throw new Error(`GET ${path} as ${session.account}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.data;
  }

  /** A command with a new Idempotency-Key, sent again with that key until it is answered. */
  async command(
    session: Session,
    name: CommandName,
    lifecycle: number,
    method: 'GET' | 'POST',
    path: string,
    payload: { query?: Record<string, string>; json?: unknown },
  ): Promise<CommandLog> {
    const log: CommandLog = { key: randomUUID(), name, lifecycle, account: session.account, method, path, ...payload, attempts: [] };
    this.commands.push(log);
    const answer = await this.call<Envelope>(method, path, { ...payload, session, command: log });
    log.status = answer.status;
    log.body = answer.body;
    return log;
  }

  /** The same command once more, with its key (as a client whose answer was lost would send it), tried until answered. */
  repeat(session: Session, command: CommandLog): Promise<{ status: number; body: Envelope }> {
    const again: CommandLog = { ...command, attempts: [] };
    return this.call<Envelope>(command.method, command.path, { query: command.query, json: command.json, session, command: again });
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { session?: Session; query?: Record<string, string>; json?: unknown; headers?: Record<string, string>; command?: CommandLog },
  ): Promise<{ status: number; body: T }> {
    const deadline = Date.now() + (this.opts.deadlineMs ?? 300_000);
    const headers: Record<string, string> = { authorization: this.basic, ...opts.headers };
    if (opts.session) headers['miidc-auth'] = `bearer ${opts.session.token}`;
    if (opts.command) headers['idempotency-key'] = opts.command.key;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const query = new URLSearchParams(opts.query ?? {}).toString();
    for (let tries = 0; ; tries++) {
      // Round robin over the API processes: a retry may reach another one, as behind a load balancer.
      const base = this.opts.apiUrls[this.nextUrl++ % this.opts.apiUrls.length]!;
      const url = `${base}${path}${query ? `?${query}` : ''}`;
      const attempt: Attempt = { url, startedAt: Date.now() };
      opts.command?.attempts.push(attempt);
      const id = opts.command?.key ?? randomUUID();
      this.open.set(id, opts.command ?? id);
      let retryAfterMs = 0;
      try {
        const res = await fetch(url, {
          method,
          headers,
          body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
          signal: AbortSignal.timeout(this.opts.attemptTimeoutMs ?? 30_000),
        });
        const text = await res.text();
        attempt.outcome = res.status;
        if (!retryable(res.status)) return { status: res.status, body: JSON.parse(text) as T };
        attempt.detail = text.slice(0, 300);
        retryAfterMs = Math.min(5, Number(res.headers.get('retry-after')) || 0) * 1000;
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        attempt.outcome = timedOut ? 'timeout' : 'network';
        attempt.detail = String((error as { cause?: unknown }).cause ?? error).slice(0, 200);
      } finally {
        attempt.endedAt = Date.now();
        this.open.delete(id);
      }
      if (this.stopped) throw new Error(`${method} ${path}: the run stopped`);
      if (Date.now() > deadline) {
        throw new Error(`${method} ${path} unanswered after ${tries + 1} tries: ${attempt.outcome} ${attempt.detail ?? ''}`);
      }
      await sleep(Math.max(retryAfterMs, Math.min(2000, 100 * 2 ** tries)));
    }
  }
}
