import type { ColumnType, Generated, Selectable } from 'kysely';

/** A day the State Council's arrangement moves: a holiday on a weekday, or a make-up working day on a weekend. */
export interface WorkCalendarTable {
  tenant_id: string;
  /** yyyy-MM-dd */
  day: string;
  kind: 'holiday' | 'workday';
  /** The holiday's name (元旦, 春节 ...), also on its make-up days. */
  name: string;
}

/** A publicity (公示) of records of a round, opened by the federation after its approval. */
export interface PublicityTable {
  id: string;
  tenant_id: string;
  round_id: string;
  title: string;
  /** yyyy-MM-dd, Asia/Shanghai: the first and last working day of the publicity. */
  start_date: string;
  end_date: string;
  working_days: number;
  contact_phone: string;
  contact_email: string | null;
  note: string | null;
  status: ColumnType<'running' | 'decided', 'running' | 'decided' | undefined, 'running' | 'decided'>;
  decision_no: string | null;
  decision_date: string | null;
  decided_by: string | null;
  create_time: ColumnType<Date, Date | undefined, never>;
}
export type Publicity = Selectable<PublicityTable>;

/** A record on a publicity's list, with the few fields the public reads and, after the decision, its outcome. */
export interface PublicityRecordTable {
  tenant_id: string;
  publicity_id: string;
  record_id: string;
  module: string;
  union_id: string;
  sort: number;
  shown: ColumnType<Record<string, unknown>, string, string>;
  /** Key of dictionary `publicity_outcome`, set by the decision. */
  outcome: string | null;
}

/** An objection to a listed record, filed on the public area and answered by the federation. */
export interface PublicityObjectionTable {
  id: string;
  tenant_id: string;
  publicity_id: string;
  record_id: string;
  ref_no: string;
  content: string;
  objector_name: string | null;
  objector_unit: string | null;
  mobile: string;
  email: string | null;
  filed_at: Date;
  /** Key of dictionary `objection_outcome`; null while unanswered. */
  outcome: string | null;
  finding: string | null;
  answered_at: Date | null;
  answered_by: string | null;
  /** The answer's evidence: ids of `attachment` rows (module `publicity`, under the objection's id), in order. */
  answer_files: ColumnType<string[], string | undefined, string>;
  /** The verification (核查) of the nominee's higher union, before the answer: its union, finding and files. */
  verify_union_id: string | null;
  verify_finding: string | null;
  verify_files: ColumnType<string[], string | undefined, string>;
  verified_at: Date | null;
  verified_by: string | null;
}

/** The append-only events of publicities and of honours granted on approval (one stream each). */
export interface SelectionEventTable {
  id: Generated<string>;
  tenant_id: string;
  stream: string;
  seq: number;
  type: string;
  actor_id: string | null;
  actor_name: string;
  at: Date;
  payload: ColumnType<Record<string, unknown>, string, never>;
}

/** The honour read model: one honour granted to a person or a team (collective), projected from `selection_event`. */
export interface HonourTable {
  id: string;
  tenant_id: string;
  holder_type: 'person' | 'team';
  holder_name: string;
  id_card: string | null;
  union_id: string;
  union_path: string;
  union_name: string;
  unit_name: string | null;
  unit_uscc: string | null;
  honour_name: string;
  level: string;
  year: number;
  awarding_body: string;
  decision_no: string | null;
  award_date: string;
  source_module: string;
  source_record_id: string;
  event_id: string;
}
export type Honour = Selectable<HonourTable>;
