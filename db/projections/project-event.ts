import type { StoredFlowEvent } from '../event-store/events';
import { ccProjection } from './cc';
import type { Db, FullProjection } from './projection';
import { recordRowProjection } from './record-rows';
import { childrenProjection, publishOnlyProjection, stepsProjection } from './shapes';
import { taskProjection } from './tasks';

/**
 * Every event type's projection, joined from its parts by concern: the record's row, the tasks, the
 * copies sent, and each shape's own events (db/projections/shapes/, named by the shape's hook
 * object). Typed complete: an event type no part projects does not compile.
 */
export const projections = {
  ...recordRowProjection,
  ...taskProjection,
  ...ccProjection,
  ...childrenProjection,
  ...publishOnlyProjection,
  ...stepsProjection,
} satisfies FullProjection;

/**
 * Applies one stored event to the read models. Everything written comes from the event itself
 * (never the clock), so replaying the events rebuilds the same rows.
 */
export async function projectEvent(db: Db, e: StoredFlowEvent): Promise<void> {
  // The part for the event's type takes that type's event: the table's type pairs them.
  const project = projections[e.type] as (db: Db, e: StoredFlowEvent) => Promise<void>;
  await project(db, e);
}
