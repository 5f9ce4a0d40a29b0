import type { Selectable } from 'kysely';

/** The period a record of a `period` module holds: one record per union, module and period. */
export interface RecordPeriodTable {
  tenant_id: string;
  module: string;
  union_id: string;
  /** The year (`per: 'year'`) or the call for applications (`per: 'call'`) the record is for. */
  period: string;
  record_id: string;
  create_time: Date;
}
export type RecordPeriod = Selectable<RecordPeriodTable>;
