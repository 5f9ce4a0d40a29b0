import type { ColumnType, Insertable, Selectable } from 'kysely';

/** A client-side error the console sent in a batch (`user/send-logs`). */
export interface ErrorLogTable {
  id: string;
  tenant_id: string;
  user_id: string;
  url: string;
  /** The time as the client wrote it. */
  time: string;
  type: string;
  message: string;
  stack: string;
  info: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type ErrorLog = Selectable<ErrorLogTable>;
export type NewErrorLog = Insertable<ErrorLogTable>;
