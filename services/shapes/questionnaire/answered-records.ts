import { sql, type Kysely } from 'kysely';
import type { Answers } from '../../../catalogue/questionnaire';
import type { Database } from '../../../db';
import type { SessionUser } from '../../auth';
import { visibleTo } from '../../business-modules';

/** Which records results and exports count: approved ones, or every submitted one still alive. */
export type ResultScope = 'approved' | 'submitted';

const STATES: Record<ResultScope, string[]> = {
  approved: ['approved'],
  submitted: ['in_review', 'returned', 'approved'],
};

/** One record's answers as results and exports read them. */
export interface AnsweredRecord {
  id: string;
  module: string;
  title: string;
  unionName: string;
  state: string;
  submitTime: Date | null;
  answers: Answers;
}

/**
 * The records of `moduleKeys` the viewer may see that answered version `version` of their set, in `scope`. The form as
 * submitted counts (what the reviewers approved), not a later unsent edit.
 */
export async function answeredRecords(
  db: Kysely<Database>,
  viewer: SessionUser,
  moduleKeys: string[],
  version: number,
  scope: ResultScope,
): Promise<AnsweredRecord[]> {
  const form = sql<Record<string, unknown>>`coalesce(record.submitted_form, record.form)`;
  const rows = await db
    .selectFrom('record')
    .where(visibleTo(viewer))
    .where('record.module', 'in', moduleKeys)
    .where('record.state', 'in', STATES[scope])
    .where(sql<string>`${form}->>'questionSetVersion'`, '=', String(version))
    .select(['record.id', 'record.module', 'record.title', 'record.union_name', 'record.state', 'record.submit_time'])
    .select(form.as('form'))
    .orderBy('record.submit_time', 'asc')
    .orderBy('record.id', 'asc')
    .execute();
  return rows.map((r) => {
    const answers = r.form.answers;
    return {
      id: r.id,
      module: r.module,
      title: r.title,
      unionName: r.union_name,
      state: r.state,
      submitTime: r.submit_time,
      answers: answers && typeof answers === 'object' && !Array.isArray(answers) ? (answers as Answers) : {},
    };
  });
}
