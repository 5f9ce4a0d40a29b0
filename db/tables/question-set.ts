import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { QuestionSetContent, QuestionSetVersionStatus } from '../../catalogue/questionnaire';

/** A question set of a questionnaire module (`survey`), one per tenant and key. */
export interface QuestionSetTable {
  id: string;
  tenant_id: string;
  set_key: string;
  title: string;
  create_user: string;
  create_time: ColumnType<Date, Date | undefined, never>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}

/** One version of a set: a draft while edited, then published and frozen (a trigger refuses changes). */
export interface QuestionSetVersionTable {
  id: string;
  tenant_id: string;
  set_id: string;
  version: number;
  status: QuestionSetVersionStatus;
  content: ColumnType<QuestionSetContent, string, string>;
  update_user: string;
  create_time: ColumnType<Date, Date | undefined, never>;
  update_time: ColumnType<Date, Date | undefined, Date>;
  publish_time: Date | null;
}
export type QuestionSetRow = Selectable<QuestionSetTable>;
export type QuestionSetVersionRow = Selectable<QuestionSetVersionTable>;
export type NewQuestionSetVersion = Insertable<QuestionSetVersionTable>;
