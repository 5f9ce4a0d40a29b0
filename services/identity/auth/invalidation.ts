import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../db';

/** The Postgres channel on which any process says "cached login state of X is stale". */
export const AUTH_INVALIDATE_CHANNEL = 'auth_invalidate';

/** What became stale: one session, every session of one account, or everything. */
export type InvalidationTarget = { kind: 'session'; id: string } | { kind: 'user'; id: string } | { kind: 'all' };

/**
 * Reads a notification payload: `session:<id>`, `user:<id>`, `all`, or a bare account id (the
 * accounts code sends that). Anything else is taken as `all`, the safe reading.
 */
export function parseInvalidation(payload: string): InvalidationTarget {
  const text = payload.trim();
  const m = /^(session|user):(\d{1,19})$/.exec(text);
  if (m) return { kind: m[1] as 'session' | 'user', id: m[2]! };
  if (/^\d{1,19}$/.test(text)) return { kind: 'user', id: text };
  return { kind: 'all' };
}

export function formatInvalidation(target: InvalidationTarget): string {
  return target.kind === 'all' ? 'all' : `${target.kind}:${target.id}`;
}

/**
 * Tells every API process (this one included) that `target` is stale. Inside a transaction the
 * notification goes out when it commits, and not at all when it rolls back. Role, grant and
 * password changes call this (the app_user and auth_session triggers already cover their tables).
 */
export async function notifyAuthInvalidate(db: Kysely<Database>, target: InvalidationTarget): Promise<void> {
  await sql`select pg_notify(${AUTH_INVALIDATE_CHANNEL}, ${formatInvalidation(target)})`.execute(db);
}

interface ListenerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A connection of its own that LISTENs on the channel, reconnecting with back-off when it drops.
 * `onChange(true)` once listening (the cache may trust notifications again: anything missed while
 * down must be dropped), `onChange(false)` when the connection is lost (the cache must stop).
 */
export class InvalidationListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly handlers: { onTarget: (target: InvalidationTarget) => void; onChange: (listening: boolean) => void },
    private readonly log: ListenerLog,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.handlers.onChange(false);
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'union-portal auth_invalidate' });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      this.handlers.onChange(false);
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn({ err }, 'auth_invalidate listener lost its connection; sessions are read on every request until it is back');
      this.timer = setTimeout(() => void this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (msg.channel === AUTH_INVALIDATE_CHANNEL) this.handlers.onTarget(parseInvalidation(msg.payload ?? ''));
    });
    try {
      await client.connect();
      await client.query(`listen ${AUTH_INVALIDATE_CHANNEL}`);
    } catch (err) {
      onLost(err);
      return;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
    this.handlers.onChange(true);
  }
}
