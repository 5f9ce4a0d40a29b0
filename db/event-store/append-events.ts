import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { runApprovalEffects } from '../effects';
import { projectEvent } from '../projections/project-event';
import type { FlowRef, NewFlowEvent } from './events';
import { eventHash, GENESIS_HASH } from './hash-chain';

/** The store holds a different event at a sequence number: a bug no retry can mend. */
export class EventConflictError extends Error {
  override name = 'EventConflictError';
}

/**
 * Appends a flow's new events and projects them into the read models, all in one transaction.
 * An event already stored (same flow and sequence, same hash) is skipped, so a retried call
 * changes nothing twice.
 */
export async function appendEvents(db: Kysely<Database>, ref: FlowRef, events: NewFlowEvent[]): Promise<{ appended: number }> {
  return db.transaction().execute(async (trx) => {
    let appended = 0;
    for (const event of events) {
      const prevHash =
        event.seq === 1
          ? GENESIS_HASH
          : (
              await trx
                .selectFrom('flow_event')
                .select('hash')
                .where('process_instance_id', '=', ref.processInstanceId)
                .where('seq', '=', event.seq - 1)
                .executeTakeFirst()
            )?.hash;
      if (prevHash === undefined) {
        throw new EventConflictError(`flow ${ref.processInstanceId} has no event ${event.seq - 1} before ${event.seq}`);
      }
      const hash = eventHash(prevHash, ref, event);
      const inserted = await trx
        .insertInto('flow_event')
        .values({
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
        })
        .onConflict((oc) => oc.columns(['process_instance_id', 'seq']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom('flow_event')
          .select('hash')
          .where('process_instance_id', '=', ref.processInstanceId)
          .where('seq', '=', event.seq)
          .executeTakeFirstOrThrow();
        if (existing.hash !== hash) {
          throw new EventConflictError(`flow ${ref.processInstanceId} already has a different event ${event.seq}`);
        }
        continue;
      }
      const stored = { ...event, ...ref, prevHash, hash };
      await projectEvent(trx, stored);
      // What an approval changes in the organisation, in this same transaction (db/effects).
      await runApprovalEffects(trx, stored);
      appended++;
    }
    return { appended };
  });
}
