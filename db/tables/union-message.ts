import type { ColumnType, Selectable } from 'kysely';

/** A portal message to one union's accounts (a higher union's reminder to file). */
export interface UnionMessageTable {
  id: string;
  tenant_id: string;
  union_id: string;
  /** What the message is: `remind` (a reminder to file), `objection` (an objection to a nominee of a publicity). */
  kind: string;
  module: string;
  /** The Beijing day it was sent (yyyy-MM-dd): one reminder a day per module and union (other kinds are not limited). */
  day: string;
  title: string;
  content: string;
  /** The account and union that sent it; none for an objection, which a visitor without an account files. */
  sent_by: string | null;
  sent_by_union: string | null;
  /** The channels it went through: `portal`, and `sms` where the union has a contact mobile. */
  channels: ColumnType<string[], string, string>;
  /** What the message is about, where it names one: the objection (`publicity_objection.id`) of kind `objection`. */
  subject_id: ColumnType<string | null, string | null | undefined, string | null>;
  read_time: Date | null;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type UnionMessage = Selectable<UnionMessageTable>;
