import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely } from 'kysely';
import { modules, type ModuleEntry } from '../../../catalogue';
import type { Database } from '../../../db';
import { concurrencyLimit } from '../../platform/core';
import type { CommandContext } from './flow-commands';
import { storedResults } from './idempotency';
import type { CommandGuard, GuardedCommand, HeldSubmission } from './record-shape';
import { shapesOn } from './shape-registry';

/**
 * What is done around a record's submission beyond its shapes' guards (the organisation's checks
 * that need the database): `hold` runs `send` (the flow command) under a lock and may refuse first,
 * so that the check and the command are one step for every other submission of the same kind.
 */
export interface SubmitHold {
  appliesTo: (entry: ModuleEntry) => boolean;
  hold: CommandGuard;
}

/** The holds added by name (services/organisation/union-changes). */
const holds = new Map<string, SubmitHold>();

export function addSubmitHold(name: string, hold: SubmitHold): void {
  holds.set(name, hold);
}

/**
 * Runs the form command `send` inside the guards the entry's shapes set for `command` (the period
 * hold, the roll-up's quota: `RecordShape.guards`), in the shapes' order, the first innermost, and
 * a submission inside the added holds too (none: `send` alone). An exact repeat of a command its
 * Idempotency-Key already applied skips them: it answers what the first request did, which a check
 * made now (the first one's place is taken) would refuse.
 */
export async function withGuards<T>(
  command: GuardedCommand,
  ctx: CommandContext,
  entry: ModuleEntry,
  s: Omit<HeldSubmission, 'lang'>,
  send: () => Promise<T>,
): Promise<T> {
  const applying = [
    ...shapesOn(entry).flatMap(({ shape }) => shape.guards?.[command] ?? []),
    // The organisation's holds guard what the applicant sends, not a reviewer's approval.
    ...(command === 'save' || command === 'approve' ? [] : [...holds.values()].filter((h) => h.appliesTo(entry)).map((h) => h.hold)),
  ];
  if (applying.length === 0) return send();
  if (ctx.idempotency && Object.keys(await storedResults(ctx.db, ctx.idempotency)).length > 0) return send();
  const held = { ...s, lang: ctx.lang };
  return applying.reduce<() => Promise<T>>((inner, hold) => () => hold(ctx.db, entry, held, inner), send)();
}

/**
 * Lock transactions at once in this process. Each keeps a pooled connection while its flow command
 * needs others (the pool has ten, shared with the worker's activities in one-process setups).
 */
const fewAtOnce = concurrencyLimit(3);

/** A Postgres advisory lock a hold takes: by key, shared or alone. */
export interface HoldLock {
  key: string;
  shared: boolean;
}

/** The hold transaction a guard runs in, when one is open: a guard inside another's takes its locks in it. */
const openHold = new AsyncLocalStorage<Kysely<Database>>();

async function takeLocks(trx: Kysely<Database>, locks: readonly HoldLock[]): Promise<void> {
  for (const lock of locks) {
    const take = sql.raw(lock.shared ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
    await sql`select ${take}(hashtextextended(${lock.key}, 0))`.execute(trx);
  }
}

/**
 * Runs `work` in a transaction holding `locks` (Postgres advisory locks, let go at its end, also on
 * failure): a hold's check and its flow command are one step for every other submission taking them.
 * Holds nested on one command (a round's around a roll-up's) share the outer one's transaction and
 * its place among the few at once, so a nested hold never waits for a place its outer one keeps.
 */
export function underLocks<T>(db: Kysely<Database>, locks: readonly HoldLock[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const outer = openHold.getStore();
  if (outer) return takeLocks(outer, locks).then(() => work(outer));
  return fewAtOnce(() =>
    db.transaction().execute(async (trx) => {
      await takeLocks(trx, locks);
      return openHold.run(trx, () => work(trx));
    }),
  );
}

/**
 * A reviewer's approval (`send`, the flow command) of record `recordId` inside the `approve` guards
 * of its module's shapes (the round's places at the higher union's approval); `send` alone for a
 * record of no module or none that guards it.
 */
export async function withApprovalGuards<T>(
  ctx: CommandContext,
  viewer: HeldSubmission['viewer'],
  recordId: string,
  send: () => Promise<T>,
) {
  const record = await ctx.db
    .selectFrom('record')
    .select(['module', 'union_id', 'form'])
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', recordId)
    .executeTakeFirst();
  const entry = record ? modules[record.module] : undefined;
  if (!record || !entry) return send();
  return withGuards('approve', ctx, entry, { viewer, recordId, unionId: String(record.union_id), form: record.form }, send);
}
