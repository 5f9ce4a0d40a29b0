import type { ColumnType, Selectable } from 'kysely';

/** Which steps of the first-use guide an account has finished. */
export interface GuideProgressTable {
  user_id: string;
  tenant_id: string;
  /** Step numbers done (1-based). */
  done: ColumnType<number[], number[] | undefined, number[]>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}
export type GuideProgress = Selectable<GuideProgressTable>;
