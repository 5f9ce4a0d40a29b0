import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { FlowEventRow } from '../tables/flow-event';
import { runApprovalEffects } from '../effects';
import { projectEvent } from '../projections/project-event';
import type { FlowRef, NewFlowEvent } from './events';
import { eventHash, GENESIS_HASH } from './hash-chain';
import { rowToEvent } from './row-to-event';

/** The store holds a different event at a sequence number: a bug no retry can mend. */
export class EventConflictError extends Error {
  override name = 'EventConflictError';
}

/** Events the store held from a command's first sequence number on, as the command that wrote them left them. */
export interface HeldCommand {
  /** The command's id (a Temporal update's, or the flow's own timer command); null for events stored before commands were named. */
  commandId: string | null;
  events: NewFlowEvent[];
}

/**
 * What storing a command's events did: `appended` of them stored and projected now (0 when they were
 * there already), or `held`: the store had other events from the first one's sequence number on, and
 * wrote nothing.
 */
export interface CommandStored {
  appended: number;
  held?: HeldCommand[];
}

/** Stored rows as the events of consecutive commands, in order (what the workflow decided, without the store's chain). */
function byCommand(rows: FlowEventRow[]): HeldCommand[] {
  const groups: HeldCommand[] = [];
  for (const row of rows) {
    const { seq, at, actor, type, payload } = rowToEvent(row);
    const event = { seq, at, actor, type, payload } as NewFlowEvent;
    const last = groups.at(-1);
    if (last && row.command_id !== null && last.commandId === row.command_id) last.events.push(event);
    else groups.push({ commandId: row.command_id, events: [event] });
  }
  return groups;
}

/**
 * Stores one command's events and projects them into the read models, all in one transaction, in
 * few round trips: one read of the chain's last hash and of anything already stored from the first
 * event on, one insert of every event, then the projection. The same events again (a retried call)
 * change nothing (those of them already there are skipped); different ones already stored are
 * answered (`held`), for the flow to catch up.
 */
export async function appendCommand(
  db: Kysely<Database>,
  ref: FlowRef,
  events: NewFlowEvent[],
  commandId: string | null,
): Promise<CommandStored> {
  if (events.length === 0) return { appended: 0 };
  const first = events[0]!.seq;
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('flow_event')
      .selectAll()
      .where('process_instance_id', '=', ref.processInstanceId)
      .where('seq', '>=', first - 1)
      .orderBy('seq')
      .execute();
    let prevHash = first === 1 ? GENESIS_HASH : stored.find((r) => r.seq === first - 1)?.hash;
    if (prevHash === undefined) throw new EventConflictError(`flow ${ref.processInstanceId} has no event ${first - 1} before ${first}`);
    const chained = events.map((event) => {
      const link = { event, prevHash: prevHash!, hash: eventHash(prevHash!, ref, event) };
      prevHash = link.hash;
      return link;
    });
    // What is there already must be these same events (a retried call), else it stands and is answered.
    const there = stored.filter((r) => r.seq >= first);
    const same = there.filter((r, i) => r.hash === chained[i]?.hash).length;
    if (same < there.length) return { appended: 0, held: byCommand(there) };
    const fresh = chained.slice(same);
    if (fresh.length === 0) return { appended: 0 };
    // A second writer of the same flow (a worker still running a lost workflow task) fails here on the
    // unique (process_instance_id, seq) and rolls back; its retry reads what this one stored.
    await trx
      .insertInto('flow_event')
      .values(
        fresh.map(({ event, prevHash, hash }) => ({
          tenant_id: ref.tenantId,
          process_instance_id: ref.processInstanceId,
          seq: event.seq,
          type: event.type,
          module: ref.module,
          record_id: ref.recordId,
          actor_id: event.actor.id,
          actor_name: event.actor.name,
          actor_union: event.actor.union,
          at: new Date(event.at),
          payload: JSON.stringify(event.payload),
          prev_hash: prevHash,
          hash,
          command_id: commandId,
        })),
      )
      .execute();
    for (const { event, prevHash, hash } of fresh) {
      const full = { ...event, ...ref, prevHash, hash };
      await projectEvent(trx, full);
      // What an approval changes in the organisation, in this same transaction (db/effects).
      await runApprovalEffects(trx, full);
    }
    return { appended: fresh.length };
  });
}

/**
 * Appends a flow's new events and projects them into the read models, all in one transaction. The
 * same events again (a retried activity) change nothing; different ones at their sequence numbers
 * are a conflict. The activity of flows recorded before commands ran as local activities.
 */
export async function appendEvents(db: Kysely<Database>, ref: FlowRef, events: NewFlowEvent[]): Promise<{ appended: number }> {
  const { appended, held } = await appendCommand(db, ref, events, null);
  if (held) throw new EventConflictError(`flow ${ref.processInstanceId} already has a different event ${events[0]!.seq}`);
  return { appended };
}
