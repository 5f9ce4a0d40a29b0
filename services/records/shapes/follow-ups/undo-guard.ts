import { sql, type Kysely } from 'kysely';
import { beijingDate, type FollowRow, type FollowUpsDef } from '../../../../catalogue';
import { idNumberKey, personHash, type Database, type RecordRow } from '../../../../db';
import { AppError, type MessageKey } from '../../../platform/core';
import { firstHeld, personLock, unionName, type FormPerson, type HeldPerson, type PersonEffect } from '../person-registers';

/** A correction that would put a person back on this record: the register its approval wrote, and the person. */
export interface UndoneEnd {
  effect: PersonEffect;
  person: FormPerson;
}

const personOf = (tenantId: string, idNumber: string, field: string): FormPerson => ({
  idNumber: idNumberKey(idNumber),
  hash: personHash(tenantId, idNumber),
  field,
});

/**
 * The person a correction row would put back on `record` (docs/forms/group-c-rights.md, Effects): the
 * member whose cover a voided rights1 withdrawal ended (`ended_by`), the worker whose file a voided
 * rights3 exit exited (`exited_by`). Null for any other row, and where the voided row ended nothing.
 */
export async function undoneEnd(
  db: Kysely<Database>,
  def: FollowUpsDef,
  record: RecordRow,
  rows: readonly FollowRow[],
  row: FollowRow,
): Promise<UndoneEnd | null> {
  if (row.kind !== def.correction || !row.corrects) return null;
  const voided = rows.find((r) => r.id === row.corrects);
  const effect = voided && def.kinds[voided.kind]?.effect;
  if (effect === 'endCover' && voided && (await wroteEnd(db, record, 'mutual_aid_cover', voided.id))) {
    // The member as the withdrawal names it (an ID number: the rules' rows leave it out).
    const named = await db
      .selectFrom('record_follow_up')
      .select('member')
      .where('record_id', '=', record.id)
      .where('id', '=', voided.id)
      .executeTakeFirst();
    return named?.member ? { effect: 'coverMembers', person: personOf(record.tenant_id, named.member, 'corrects') } : null;
  }
  if (effect === 'exitHardship' && voided && (await wroteEnd(db, record, 'hardship_file', voided.id))) {
    const form = record.submitted_form ?? (record.form as Record<string, unknown>);
    const idNumber = typeof form.memberIdCard === 'string' ? form.memberIdCard : '';
    return idNumber ? { effect: 'fileHardship', person: personOf(record.tenant_id, idNumber, 'corrects') } : null;
  }
  return null;
}

/** The column of each register naming the follow-up row that ended its row. */
const ENDED_BY = { mutual_aid_cover: 'ended_by', hardship_file: 'exited_by' } as const;

/** Whether the follow-up row `voided` ended `record`'s row of the register `table` (a cover, a file). */
async function wroteEnd(db: Kysely<Database>, record: RecordRow, table: keyof typeof ENDED_BY, voided: string): Promise<boolean> {
  const found = await sql<{ one: number }>`select 1 as one from ${sql.table(table)}
    where tenant_id = ${record.tenant_id} and record_id = ${record.id} and ${sql.ref(ENDED_BY[table])} = ${voided} limit 1`.execute(db);
  return found.rows.length > 0;
}

/** The lock a submit naming the person takes too: the check and the correction's row are one step for it. */
export const undoLock = (tenantId: string, undone: UndoneEnd) => ({ key: personLock(tenantId, undone.person.hash), shared: false });

/** The 409 of each hold: its message key and reason (a relief's hold is no end a correction undoes). */
const REFUSAL: Record<HeldPerson['reason'], { key: MessageKey; reason: string }> = {
  alreadyCovered: { key: 'followUpCoveredOnAnotherRecord', reason: 'coveredOnAnotherRecord' },
  alreadyOnFile: { key: 'followUpFileOnAnotherRecord', reason: 'fileOnAnotherRecord' },
  duplicateCase: { key: 'followUpCaseInReview', reason: 'caseInReview' },
  recentlyHelped: { key: 'followUpCaseInReview', reason: 'caseInReview' },
};

/**
 * A correction undoing an end while the person is held by another record since (docs/forms/group-c-rights.md,
 * Effects): rights1's member covered by another enrolment of the same plan and year (409
 * `followUpCoveredOnAnotherRecord`), rights3's worker on file on another record (`followUpFileOnAnotherRecord`),
 * or another filing naming them still in review or returned (`followUpCaseInReview`): undoing it would cover or
 * file the person twice (MA-covered, HS-on-file), so it is refused naming that record and its union, nothing changed.
 */
export async function refuseUndoWhileHeld(db: Kysely<Database>, record: RecordRow, undone: UndoneEnd): Promise<void> {
  const form = record.submitted_form ?? (record.form as Record<string, unknown>);
  const today = beijingDate(new Date());
  const held = await firstHeld(db, record.tenant_id, record.module, undone.effect, form, [undone.person], record.id, today);
  if (!held) return;
  const { key, reason } = REFUSAL[held.reason];
  const { record_id: recordId, union_id: unionId } = held.other;
  throw new AppError(409, key, { record: recordId, union: await unionName(db, record.tenant_id, unionId) }, { reason, recordId, unionId });
}
