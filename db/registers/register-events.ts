/** The record whose approval changed a register row. */
export interface RegisterSource {
  module: string;
  recordId: string;
}

/** One column of a row before and after a change (values, never references: a replay gives the same history). */
export interface RegisterChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The events of a register row, each on the row's own stream `register-<rowId>` of `selection_event`
 * (an effect that changed nothing on `register-skipped-<recordId>`). They carry values, so the
 * register is rebuilt from them alone whatever became of the record, a dictionary label or the union.
 */
export type RegisterEventBody =
  | {
      /** A row entered the register (`created`) or was written again by an approval: its values after the change, whole. */
      type: 'register.row.recorded';
      payload: {
        register: string;
        rowId: string;
        /** The union whose register holds the row, as the tree had it then (its path is re-read after a rebuild). */
        union: { id: string; path: string };
        created: boolean;
        key: string | null;
        name: string;
        data: Record<string, unknown>;
        /** yyyy-MM-dd: the day it takes effect (covered since, recognised on). */
        on: string;
        changes: RegisterChange[];
        source: RegisterSource | null;
      };
    }
  | {
      /** A row left the register (removed by an approval, or closed by its union): it stays, closed, with the day. */
      type: 'register.row.closed';
      payload: {
        register: string;
        rowId: string;
        on: string;
        reason: string | null;
        /** What the closing says beside its reason (the members concerned and where they go). */
        details: Record<string, unknown>;
        source: RegisterSource | null;
      };
    }
  | {
      /** An approval's effect that changed nothing, and why (an effect never throws on business grounds). */
      type: 'register.change.skipped';
      payload: { register: string; rowId: string | null; effect: string; reason: string; source: RegisterSource };
    };

export type RegisterEventType = RegisterEventBody['type'];

/** The event types the register's read models follow. */
export const REGISTER_EVENTS = [
  'register.row.recorded',
  'register.row.closed',
  'register.change.skipped',
] as const satisfies readonly RegisterEventType[];

/** The stream of a row's events. */
export const registerStream = (rowId: string): string => `register-${rowId}`;
