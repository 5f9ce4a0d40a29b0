import type { ColumnType, Selectable } from 'kysely';

/** A portal message to one union's accounts (a higher union's reminder to file). */
export interface UnionMessageTable {
  id: string;
  tenant_id: string;
  union_id: string;
  /** What the message is: `remind` (a reminder to file). */
  kind: string;
  module: string;
  /** The Beijing day it was sent (yyyy-MM-dd): one reminder a day per module and union. */
  day: string;
  title: string;
  content: string;
  sent_by: string;
  sent_by_union: string;
  /** The channels it went through: `portal`, and `sms` where the union has a contact mobile. */
  channels: ColumnType<string[], string, string>;
  read_time: Date | null;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type UnionMessage = Selectable<UnionMessageTable>;
