import type { Kysely } from 'kysely';
import { appendEvents, withTenant, type Database, type FlowRef, type NewFlowEvent } from '../../db';

export interface ActivityDeps {
  db: Kysely<Database>;
  /** Test hook: runs after the transaction committed, before the activity reports success. */
  afterCommit?: (ref: FlowRef, events: NewFlowEvent[]) => void | Promise<void>;
}

/** The activities of the record lifecycle, bound to their dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    /** Stores the flow's new events and projects them into the read models, in one transaction. */
    async appendEvents(ref: FlowRef, events: NewFlowEvent[]): Promise<{ appended: number }> {
      // The flow's tenant scopes the transaction: row-level security admits only its rows.
      const result = await withTenant(ref.tenantId, () => appendEvents(deps.db, ref, events));
      await deps.afterCommit?.(ref, events);
      return result;
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
