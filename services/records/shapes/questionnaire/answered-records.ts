import { sql, type Kysely } from 'kysely';
import type { Answers } from '../../../../catalogue/questionnaire';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { fieldShownSql, fieldsSeenSql, narrowForm, shownTitle, visibleTo } from '../../engine';
import type { Lang, RecordState } from '../../../../catalogue';

/** Which records results and exports count: approved ones, or every submitted one still alive. */
export type ResultScope = 'approved' | 'submitted';

const STATES: Record<ResultScope, readonly RecordState[]> = {
  approved: ['approved'],
  submitted: ['in_review', 'returned', 'approved'],
};

/** One record's answers as results and exports read them. */
export interface AnsweredRecord {
  id: string;
  module: string;
  title: string;
  unionName: string;
  state: RecordState;
  submitTime: Date | null;
  answers: Answers;
}

/**
 * The records of `moduleKeys` the viewer may see that answered version `version` of their set, in `scope`. The form as
 * submitted counts (what the reviewers approved), not a later unsent edit. The answers are no field a stage can name: a
 * record whose fields are narrowed for the viewer (the stage field rule) is not counted, whatever it answered, and a
 * title made from a hidden field reads neutral.
 */
export async function answeredRecords(
  db: Kysely<Database>,
  viewer: SessionUser,
  moduleKeys: string[],
  version: number,
  scope: ResultScope,
  lang: Lang,
): Promise<AnsweredRecord[]> {
  const form = sql<Record<string, unknown>>`coalesce(record.submitted_form, record.form)`;
  const rows = await db
    .selectFrom('record')
    .where(visibleTo(viewer))
    .where('record.module', 'in', moduleKeys)
    .where('record.state', 'in', STATES[scope])
    .where(sql<string>`${form}->>'questionSetVersion'`, '=', String(version))
    .where(fieldShownSql(viewer, 'questionSetVersion'))
    .select(['record.id', 'record.module', 'record.parent_id', 'record.title', 'record.union_name', 'record.state', 'record.submit_time'])
    .select(form.as('form'))
    .select(fieldsSeenSql(viewer).as('seen'))
    .orderBy('record.submit_time', 'asc')
    .orderBy('record.id', 'asc')
    .execute();
  return rows.map((r) => {
    const answers = narrowForm(r.form, r.seen).answers;
    return {
      id: r.id,
      module: r.module,
      title: shownTitle(r, r.seen, lang),
      unionName: r.union_name,
      state: r.state,
      submitTime: r.submit_time,
      answers: answers && typeof answers === 'object' && !Array.isArray(answers) ? (answers as Answers) : {},
    };
  });
}
