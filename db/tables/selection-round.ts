import type { ColumnType, Selectable } from 'kysely';

/** A selection round (services/records/shapes/round): one call for nominations of a kind and year, kept by the federation. */
export interface SelectionRoundTable {
  id: string;
  tenant_id: string;
  /** Key of dictionary `selection_round_kind`. */
  kind: string;
  year: number;
  title: string;
  opens_at: Date;
  closes_at: Date;
  /** Live nominations one union may have in the round. */
  places_per_union: ColumnType<number, number | undefined, number>;
  /** Working days of the publicity after the federation's approval. */
  publicity_days: ColumnType<number, number | undefined, number>;
  /** Years within which the holder of the round's title is not nominated for it again; null: never again (the honour read model answers it). */
  no_repeat_years: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the higher unions' summaries of the round are due; null: no deadline but the round's close. */
  summary_deadline: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Of a higher union's places, the percentage kept for front-line workers (rounded up); 0: no rule. */
  frontline_min_percent: ColumnType<number, number | undefined, number>;
  /** Of a higher union's places, the percentage heads of units may take at most (rounded down); 0: no rule. */
  leader_max_percent: ColumnType<number, number | undefined, number>;
  /** The call for nominations (评选通知) as plain text; null when the round has none. */
  notice_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** The round's standards by the kind's keys (`RoundDef.standards`): a floor, or true where a yes is asked; `{}`: none. */
  standards: ColumnType<Record<string, number | boolean>, Record<string, number | boolean> | undefined, Record<string, number | boolean>>;
  /** `open` until the federation closes it early (`closed`); its window still bounds it. */
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  create_time: ColumnType<Date, Date | undefined, never>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}
export type SelectionRound = Selectable<SelectionRoundTable>;

/** The places the federation allocates to a higher union in a round. */
export interface SelectionRoundPlacesTable {
  tenant_id: string;
  round_id: string;
  union_id: string;
  places: number;
}

/** The round a record was filed in (written with its first submission inside the round's hold). */
export interface RoundRecordTable {
  tenant_id: string;
  record_id: string;
  round_id: string;
  module: string;
  union_id: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}

/** A file uploaded to an approved record's late slot (`uploadAttachment`, entry `lateSlots`): the attachment and its slot. */
export interface RecordLateFileTable {
  tenant_id: string;
  attachment_id: string;
  record_id: string;
  slot: string;
  uploaded_by: string;
  create_time: ColumnType<Date, Date | undefined, never>;
}
