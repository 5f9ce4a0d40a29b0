import type { ColumnType, Selectable } from 'kysely';
import type { FundsMovement } from '../funds/funds-events';

/** One approval's part in a month row: the record, what it moved and how much (fen), and the day. */
export interface FundsMonthSource {
  module: string;
  recordId: string;
  movement: FundsMovement;
  amount: number;
  on: string;
  /** A back payment's line: what was paid of the month before it. */
  paidBefore?: number;
}

/**
 * A union's funds month as approvals moved it (the funds ledger, docs/forms/group-d.md "finance1"):
 * paid back, refunded and returned, in fen, with the records that moved it. What was due comes from
 * the union's funds registration (setup4) when it is read. Projected from `funds.moved` events.
 */
export interface UnionFundsMonthTable {
  tenant_id: string;
  union_id: string;
  /** yyyy-MM. */
  month: string;
  /** The payroll the latest movement stated for the month (fen), if any. */
  payroll: ColumnType<string | null, string | number | null, string | number | null>;
  paid: ColumnType<string, string | number, string | number>;
  refunded: ColumnType<string, string | number, string | number>;
  returned: ColumnType<string, string | number, string | number>;
  sources: ColumnType<FundsMonthSource[], string, string>;
  changed_at: Date;
}
export type UnionFundsMonthRow = Selectable<UnionFundsMonthTable>;
