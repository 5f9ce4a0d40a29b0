import type { StoredFlowEvent } from '../event-store/events';
import { ccProjection } from './cc';
import type { FlowModel } from './flow-model';
import { loadFlowModel, saveFlowModel } from './flow-model-store';
import type { Db, FullProjection } from './projection';
import { recordRowProjection } from './record-rows';
import { childrenProjection, followUpsProjection, publishOnlyProjection, stepsProjection } from './shapes';
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
  ...followUpsProjection,
} satisfies FullProjection;

/**
 * Folds one stored event into its flow's read models in memory: the one projection, the live path's
 * and the rebuild's. Everything written comes from the event itself (never the clock), so replaying
 * the events rebuilds the same rows.
 */
export function applyEvent(m: FlowModel, e: StoredFlowEvent): void {
  // The part for the event's type takes that type's event: the table's type pairs them.
  const project = projections[e.type] as (m: FlowModel, e: StoredFlowEvent) => void;
  project(m, e);
}

/** Applies one stored event to the read models in the database: its flow's rows read, the event folded in, what changed written. */
export async function projectEvent(db: Db, e: StoredFlowEvent): Promise<void> {
  const model = await loadFlowModel(db, e.processInstanceId, [e]);
  applyEvent(model, e);
  await saveFlowModel(db, model);
}
