import type { Kysely } from 'kysely';
import { appendCommand, appendEvents, withTenant, type CommandStored, type Database, type FlowRef, type NewFlowEvent } from '../../db';

export interface ActivityDeps {
  db: Kysely<Database>;
  /** Test hook: runs after the transaction committed, before the activity reports success. */
  afterCommit?: (ref: FlowRef, events: NewFlowEvent[]) => void | Promise<void>;
}

/** The activities of the record lifecycle, bound to their dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    /**
     * Stores a command's events and projects them into the read models, in one transaction: run as a
     * local activity, in the workflow task that decided them. What the store held already is answered.
     */
    async appendCommand(ref: FlowRef, events: NewFlowEvent[], commandId: string): Promise<CommandStored> {
      // The flow's tenant scopes the transaction: row-level security admits only its rows.
      const result = await withTenant(ref.tenantId, () => appendCommand(deps.db, ref, events, commandId));
      await deps.afterCommit?.(ref, events);
      return result;
    },
    /** The same as an activity of its own, as flows recorded before `local-append` ran it (their histories replay so). */
    async appendEvents(ref: FlowRef, events: NewFlowEvent[]): Promise<{ appended: number }> {
      const result = await withTenant(ref.tenantId, () => appendEvents(deps.db, ref, events));
      await deps.afterCommit?.(ref, events);
      return result;
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
