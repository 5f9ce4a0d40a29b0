import type { Kysely } from 'kysely';
import { beijingDate, followState, standingRows, type FollowRow, type FollowUpsDef, type Lang } from '../../../catalogue';
import type { Database, RecordFollowUpRow } from '../../../db';
import { docText } from './texts';

/** What a 台账 row shows of an approved record's follow-up rows (跟进状态, 最近跟进, 已发放). */
export interface SheetFollowUp {
  /** 已结案, 跟进中, or the next row due (逾期 once its day has passed, Beijing). */
  state: string;
  /** The last row that stands: its kind and day; null before the first. */
  last: string | null;
  /** The amounts of the rows that stand, in yuan (corrections void the rows they name). */
  paid: number;
}

/** Whether the module's follow-up kinds carry amounts: its 台账 then has a 已发放（元） column. */
export const followUpsPay = (def: FollowUpsDef) => Object.values(def.kinds).some((k) => k.needs?.includes('amount'));

/** The case's words: closed, open with nothing due, or the next row due on its day (overdue once past). */
export function followStateText(def: FollowUpsDef, rows: readonly FollowRow[], approvedOn: string, lang: Lang, today: string): string {
  const state = followState(def, rows, approvedOn);
  if (state.caseState === 'closed') return docText('followClosed', lang);
  if (!state.nextDue) return docText('followOpen', lang);
  const vars = { kind: def.kinds[state.nextDue.kind]?.label[lang] ?? state.nextDue.kind, day: state.nextDue.day };
  return docText(state.nextDue.day < today ? 'followOverdue' : 'followDue', lang, vars);
}

/** A stored follow-up row as the rules read it (`FollowRow`, every field present). */
export const followRowOf = (r: Pick<RecordFollowUpRow, 'id' | 'kind' | 'day' | 'amount' | 'outcome' | 'note' | 'files' | 'corrects'>) =>
  ({
    id: r.id,
    kind: r.kind,
    date: r.day,
    amount: r.amount === null ? null : Number(r.amount),
    outcome: r.outcome,
    note: r.note,
    files: r.files,
    corrects: r.corrects,
  }) satisfies FollowRow;

/** The approved records among `ids` (with what their approval day is read from), each with its follow-up rows in order. */
export async function approvedCases(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const records = await db
    .selectFrom('record')
    .select(['id', 'end_time', 'update_time'])
    .where('id', 'in', ids)
    .where('state', '=', 'approved')
    .execute();
  if (records.length === 0) return [];
  const rows = await db
    .selectFrom('record_follow_up')
    .selectAll()
    .where(
      'record_id',
      'in',
      records.map((r) => r.id),
    )
    .orderBy('seq')
    .execute();
  return records.map((record) => ({ record, rows: rows.filter((f) => f.record_id === record.id).map(followRowOf) }));
}

/**
 * The follow-up summaries of the approved records among `ids`, by id (`approvedCases`): the case's
 * state on the day, its last standing row, the amounts that stand.
 */
export async function followUpSummaries(
  db: Kysely<Database>,
  def: FollowUpsDef,
  ids: readonly string[],
  lang: Lang,
): Promise<Map<string, SheetFollowUp>> {
  const today = beijingDate(Date.now());
  const cases = await approvedCases(db, ids);
  return new Map(
    cases.map(({ record, rows }) => {
      const standing = standingRows(def, rows);
      const last = standing.at(-1);
      return [
        record.id,
        {
          state: followStateText(def, rows, beijingDate(record.end_time ?? record.update_time), lang, today),
          last: last ? docText('followLast', lang, { kind: def.kinds[last.kind]?.label[lang] ?? last.kind, day: last.date }) : null,
          paid: standing.reduce((sum, f) => sum + (f.amount ?? 0), 0) / 100,
        },
      ];
    }),
  );
}
