import type { Kysely } from 'kysely';
import {
  appendCommand,
  appendEvents,
  eraseCampaignNumbers,
  withTenant,
  type CommandStored,
  type Database,
  type FlowRef,
  type NewFlowEvent,
} from '../../db';

export interface ActivityDeps {
  db: Kysely<Database>;
  /** Test hook: runs after the transaction committed, before the activity reports success. */
  afterCommit?: (ref: FlowRef, events: NewFlowEvent[]) => void | Promise<void>;
}

/** The activities of the record lifecycle and of the maintenance schedules, bound to their dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    /**
     * Stores a command's events and projects them into the read models, in one transaction. Named by
     * its command (`commandId`), as the workflow runs it since `local-append` (a local activity in the
     * workflow task that decided the events), it answers what the store held already instead of
     * writing (`held`). Without one, as flows recorded before ran it as an activity task, different
     * events already stored are a conflict (`EventConflictError`).
     */
    async appendEvents(ref: FlowRef, events: NewFlowEvent[], commandId?: string): Promise<CommandStored> {
      // The flow's tenant scopes the transaction: row-level security admits only its rows.
      const result = await withTenant(ref.tenantId, () =>
        commandId === undefined ? appendEvents(deps.db, ref, events) : appendCommand(deps.db, ref, events, commandId),
      );
      await deps.afterCommit?.(ref, events);
      return result;
    },
    /** Erases the numbers of `mobiles` campaigns closed long enough ago, in every tenant (the maintenance schedule's work). */
    async eraseCampaignNumbers(): Promise<{ campaigns: number; numbers: number }> {
      return eraseCampaignNumbers(deps.db);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
