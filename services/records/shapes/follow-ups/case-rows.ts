import type { Kysely } from 'kysely';
import { beijingDate, followState, type FollowRow, type FollowUpsDef, type FollowWriter } from '../../../../catalogue';
import type { Database, RecordRow } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { followRowOf } from '../../documents';

/** A record's follow-up rows in order: as stored, and as the rules read them (`FollowRow`s, every field present). */
export async function caseRows(db: Kysely<Database>, recordId: string) {
  const rows = await db.selectFrom('record_follow_up').selectAll().where('record_id', '=', recordId).orderBy('seq').execute();
  const asRule = rows.map(followRowOf);
  return { rows, asRule };
}

/** The approval's day (Beijing) of an approved record: what `dueAfter: { from: 'approved' }` counts from. */
export const approvedOn = (record: Pick<RecordRow, 'end_time' | 'update_time'>) => beijingDate(record.end_time ?? record.update_time);

/** The case's state after its rows, and whether its next row is overdue today. */
export function caseState(def: FollowUpsDef, rows: readonly FollowRow[], record: Pick<RecordRow, 'end_time' | 'update_time'>) {
  const state = followState(def, rows, approvedOn(record));
  const today = beijingDate(Date.now());
  return { ...state, overdue: state.nextDue !== null && state.nextDue.day < today };
}

/**
 * The sides the viewer writes for: `applicant` for the record's own union; `reviewer` for the union
 * of the record's last approving task (its candidate unions, or its assignee's union for a role) and
 * the unions above it. Empty: the viewer adds nothing.
 */
export async function sidesOf(db: Kysely<Database>, viewer: SessionUser, record: RecordRow): Promise<FollowWriter[]> {
  const sides: FollowWriter[] = String(record.union_id) === viewer.unionId ? ['applicant'] : [];
  const task = await db
    .selectFrom('flow_task')
    .select(['candidates', 'assignee_id'])
    .where('record_id', '=', record.id)
    .where('outcome', '=', 'approve')
    .orderBy('complete_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!task) return sides;
  const unions = task.candidates.filter((c) => c.startsWith('union:')).map((c) => c.slice('union:'.length));
  if (task.assignee_id) {
    const assignee = await db.selectFrom('app_user').select('union_id').where('id', '=', task.assignee_id).executeTakeFirst();
    if (assignee) unions.push(String(assignee.union_id));
  }
  if (unions.length === 0) return sides;
  const paths = await db.selectFrom('union_org').select('path').where('id', 'in', unions).execute();
  return paths.some((p) => p.path.includes(`/${viewer.unionId}/`)) ? [...sides, 'reviewer'] : sides;
}
