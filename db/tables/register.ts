import type { ColumnType, Selectable } from 'kysely';

/** A row of a union's register kept by approvals (a venue, a covered enterprise): the `register` shape's read model. */
export interface RegisterRowTable {
  id: string;
  tenant_id: string;
  /** Which register: `venue`, `enterprise`. */
  register: string;
  union_id: string;
  union_path: string;
  /** The register's own key (an enterprise's credit code), unique among the active rows; null where it has none. */
  row_key: string | null;
  name: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  state: 'active' | 'closed';
  source_module: string | null;
  source_record_id: string | null;
  /** yyyy-MM-dd: when it entered the register (covered since, recognised on). */
  recognised_on: string;
  closed_on: string | null;
  close_reason: string | null;
  version: number;
  changed_at: Date;
}
export type RegisterRow = Selectable<RegisterRowTable>;

/** One change of a register row, or an effect that changed nothing and why (`skipped`). */
export interface RegisterHistoryTable {
  id: string;
  tenant_id: string;
  register: string;
  row_id: string | null;
  field: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  outcome: 'done' | 'skipped';
  reason: string | null;
  source_module: string | null;
  source_record_id: string | null;
  actor_name: string;
  at: Date;
  event_id: string;
}
export type RegisterHistory = Selectable<RegisterHistoryTable>;
