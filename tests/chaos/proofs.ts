// What the chaos run proves once every part serves again, from the event store and not from what
// the clients were told: every answered command was applied exactly once (the record's events are
// exactly those of its commands, each once, in order), none created a second record, every record
// reached its end state, each key is bound to its request, and the read models equal a rebuild.
import { sql } from 'kysely';
import { createDb, rebuildReadModels } from '../../db';
import { EVENTS_OF, MODULE, type LifecycleResult } from './lifecycle';
import type { CommandLog } from './retrying-client';

/** Something the run found wrong, named precisely enough to reproduce. */
export interface Finding {
  kind: 'unfinished' | 'repeat' | 'events' | 'state' | 'records' | 'key' | 'rebuild';
  lifecycle?: number;
  detail: string;
}

/** How the commands fared: the answers that were lost and sent again are the ones the keys protect. */
export interface CommandStats {
  commands: number;
  /** Commands answered only after a try without an answer (network, timeout) or a 5xx. */
  retried: number;
  /** Tries without an answer, by how they ended (`network`, `timeout`, `503` ...). */
  failedTries: Record<string, number>;
  /** Retried commands by name. */
  retriedByName: Record<string, number>;
}

export function commandStats(commands: readonly CommandLog[]): CommandStats {
  const stats: CommandStats = { commands: commands.length, retried: 0, failedTries: {}, retriedByName: {} };
  for (const c of commands) {
    // Only a try without an answer or with a 5xx is followed by another: all but the last failed.
    const failed = c.attempts.slice(0, -1);
    if (failed.length === 0) continue;
    stats.retried++;
    stats.retriedByName[c.name] = (stats.retriedByName[c.name] ?? 0) + 1;
    for (const a of failed) stats.failedTries[String(a.outcome)] = (stats.failedTries[String(a.outcome)] ?? 0) + 1;
  }
  return stats;
}

/** What the tries of a command were, for a finding's message. */
const triesOf = (c: CommandLog) => c.attempts.map((a) => `${a.outcome}@${a.startedAt}`).join(', ');

export interface Proof {
  findings: Finding[];
  /** Keys of answered commands whose answer is not kept with the key (a repeat is answered by Temporal's record of the update). */
  answersNotKept: string[];
}

type Db = ReturnType<typeof createDb>;
type RecordFacts = { id: string; process_instance_id: string; title: string; state: string; open_task_id: string | null };

/** Each flow's event types in order, by process instance id. */
async function eventTypes(db: Db): Promise<Map<string, string[]>> {
  const events = await db
    .selectFrom('flow_event')
    .select(['process_instance_id', 'type'])
    .where('module', '=', MODULE)
    .orderBy('process_instance_id')
    .orderBy('seq')
    .execute();
  const typesOf = new Map<string, string[]>();
  for (const e of events) typesOf.set(e.process_instance_id, [...(typesOf.get(e.process_instance_id) ?? []), e.type]);
  return typesOf;
}

/** Exactly once: each flow's events are the events of its answered commands, each once, in order. */
function exactlyOnce(results: readonly LifecycleResult[], typesOf: Map<string, string[]>): Finding[] {
  return results.flatMap((r) => {
    if (!r.processInstanceId) return [];
    const expected = r.commands.filter((c) => c.status === 200).flatMap((c) => EVENTS_OF[c.name]);
    const stored = typesOf.get(r.processInstanceId) ?? [];
    if (stored.join() === expected.join()) return [];
    const commands = r.commands.map((c) => `${c.name} ${c.status} (${triesOf(c)})`).join('; ');
    const detail = `flow ${r.processInstanceId}: stored [${stored.join(', ')}], its answered commands make [${expected.join(', ')}]; commands: ${commands}`;
    return [{ kind: 'events' as const, lifecycle: r.n, detail }];
  });
}

/** No command made a record or a flow beyond the ones its clients were answered. */
function strayRecords(flows: Set<string>, records: RecordFacts[], typesOf: Map<string, string[]>): Finding[] {
  return [
    ...records
      .filter((row) => !flows.has(row.process_instance_id))
      .map((row) => ({ kind: 'records' as const, detail: `record ${row.id} (${row.title}, ${row.state}) was made by no answered save` })),
    ...[...typesOf]
      .filter(([pid]) => !flows.has(pid))
      .map(([pid, types]) => ({ kind: 'records' as const, detail: `flow ${pid} has events [${types.join(', ')}] but no answered save` })),
  ];
}

/** Every lifecycle's record is approved, and no task of the module is open. */
function endStates(
  results: readonly LifecycleResult[],
  records: RecordFacts[],
  open: { id: string; process_instance_id: string }[],
): Finding[] {
  const byPid = new Map(records.map((row) => [row.process_instance_id, row]));
  const findings: Finding[] = [];
  for (const r of results) {
    const row = r.processInstanceId ? byPid.get(r.processInstanceId) : undefined;
    if (!row) findings.push({ kind: 'state', lifecycle: r.n, detail: `no record for flow ${r.processInstanceId ?? '(never answered)'}` });
    else if (row.state !== 'approved' || row.open_task_id !== null) {
      findings.push({
        kind: 'state',
        lifecycle: r.n,
        detail: `record ${row.id} is ${row.state} with open task ${row.open_task_id}, not approved`,
      });
    }
  }
  for (const task of open) findings.push({ kind: 'state', detail: `task ${task.id} of ${task.process_instance_id} is still open` });
  return findings;
}

/**
 * Each answered command's key is bound to its request. Its answer is kept with it too, except where a
 * retry of a start was answered by Temporal's own record of the update (counted, not a finding).
 */
async function keysBound(db: Db, results: readonly LifecycleResult[]): Promise<Proof> {
  const keys = await sql<{ key: string; results: Record<string, unknown> }>`select key, results from idempotency_key`.execute(db);
  const bound = new Map(keys.rows.map((k) => [k.key, k.results]));
  const proof: Proof = { findings: [], answersNotKept: [] };
  for (const r of results) {
    for (const c of r.commands.filter((c) => c.status === 200)) {
      const stored = bound.get(c.key);
      if (!stored) proof.findings.push({ kind: 'key', lifecycle: r.n, detail: `${c.name} key ${c.key} answered 200 but is not bound` });
      else if (!r.processInstanceId || !(r.processInstanceId in stored)) proof.answersNotKept.push(c.key);
    }
  }
  return proof;
}

export async function prove(databaseUrl: string, results: readonly LifecycleResult[]): Promise<Proof> {
  const db = createDb(databaseUrl);
  try {
    const typesOf = await eventTypes(db);
    const flows = new Set(results.flatMap((r) => (r.processInstanceId ? [r.processInstanceId] : [])));
    const records = await db
      .selectFrom('record')
      .select(['id', 'process_instance_id', 'title', 'state', 'open_task_id'])
      .where('module', '=', MODULE)
      .execute();
    const open = await db
      .selectFrom('flow_task')
      .select(['id', 'process_instance_id'])
      .where('module', '=', MODULE)
      .where('outcome', 'is', null)
      .execute();
    const keys = await keysBound(db, results);
    // The read models equal what the events rebuild (and every hash chain holds).
    const rebuilt = await rebuildReadModels(db, { check: true });
    const findings: Finding[] = [
      ...results.flatMap((r) => (r.failure ? [{ kind: 'unfinished' as const, lifecycle: r.n, detail: r.failure }] : [])),
      ...exactlyOnce(results, typesOf),
      ...strayRecords(flows, records, typesOf),
      ...endStates(results, records, open),
      ...keys.findings,
      ...rebuilt.differences.map((detail) => ({ kind: 'rebuild' as const, detail })),
    ];
    return { findings, answersNotKept: keys.answersNotKept };
  } finally {
    await db.destroy();
  }
}
