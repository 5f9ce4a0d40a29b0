import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { FundsEventBody } from '../funds/funds-events';
import type { RegisterEventBody } from '../registers/register-events';
import type { HonourGrant } from './grants';

/** The events of a publicity (stream `publicity-<id>`), of an honour granted on approval (`honour-<recordId>`) and of a register row (`register-<rowId>`). */
export type SelectionEventBody =
  | {
      type: 'publicity.opened';
      payload: {
        publicityId: string;
        roundId: string;
        title: string;
        startDate: string;
        endDate: string;
        /** 0 for a decision without a public list (a round whose kind has no publicity), recorded at once. */
        workingDays: number;
        recordIds: string[];
      };
    }
  /** The objector's name and contact stay in `publicity_objection`: an event is kept for good, personal data is not. */
  | { type: 'publicity.objected'; payload: { objectionId: string; recordId: string; refNo: string } }
  | { type: 'publicity.answered'; payload: { objectionId: string; recordId: string; outcome: string; finding: string; files?: string[] } }
  /** The nominee's higher union's verification (核查) of an objection: its finding and the ids of its files. */
  | {
      type: 'publicity.verified';
      payload: { objectionId: string; recordId: string; unionId: string; finding: string; files: string[] };
    }
  | {
      type: 'publicity.decided';
      payload: {
        decisionNo: string;
        decisionDate: string;
        decidedBy: string;
        outcomes: { recordId: string; outcome: string; objections: { objectionId: string; outcome: string }[] }[];
        honours: HonourGrant[];
      };
    }
  | { type: 'honour.granted'; payload: { honour: HonourGrant } }
  /** The registers' rows (db/registers), each on its own stream `register-<rowId>`. */
  | RegisterEventBody
  /** The funds ledger's movements (db/funds), each on its union's stream `funds-<unionId>`. */
  | FundsEventBody;

export type SelectionEventType = SelectionEventBody['type'];

export interface StoredSelectionEvent {
  id: string;
  tenantId: string;
  stream: string;
  seq: number;
  at: Date;
  body: SelectionEventBody;
}

/**
 * Appends one event to `stream` after its last, in `db` (the caller's transaction, which holds the
 * stream's owner row locked); the unique (stream, seq) refuses a second writer of the same place.
 */
export async function appendSelectionEvent(
  db: Kysely<Database>,
  e: { tenantId: string; stream: string; actor: { id: string | null; name: string }; at: Date; body: SelectionEventBody },
): Promise<StoredSelectionEvent> {
  const last = await db
    .selectFrom('selection_event')
    .select(sql<number>`coalesce(max(seq), 0)`.as('seq'))
    .where('stream', '=', e.stream)
    .executeTakeFirstOrThrow();
  const seq = Number(last.seq) + 1;
  const row = await db
    .insertInto('selection_event')
    .values({
      tenant_id: e.tenantId,
      stream: e.stream,
      seq,
      type: e.body.type,
      actor_id: e.actor.id,
      actor_name: e.actor.name,
      at: e.at,
      payload: JSON.stringify(e.body.payload),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), tenantId: e.tenantId, stream: e.stream, seq, at: e.at, body: e.body };
}
