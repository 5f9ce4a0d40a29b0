import type { ColumnType, Selectable } from 'kysely';

/** A text message the default SMS provider "sent": kept here instead of going to a phone. */
export interface SmsOutboxTable {
  id: string;
  tenant_id: string | null;
  phone: string;
  template: string;
  params: ColumnType<Record<string, string>, string, string>;
  content: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type SmsOutbox = Selectable<SmsOutboxTable>;
