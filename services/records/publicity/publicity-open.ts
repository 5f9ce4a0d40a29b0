import type { Kysely } from 'kysely';
import { periodEnd, type Lang } from '../../../catalogue';
import { appendSelectionEvent, newId, type Database } from '../../../db';
import { calendarAround } from '../../admin/work-calendar';
import type { SessionUser } from '../../identity';
import { AppError, InvalidInputError, message, notFound, todayInShanghai } from '../../platform/core';
import type { OpenInput } from './schemas';
import { shownOf } from './shown-fields';

/**
 * Opens the publicity of approved records of a round (the federation chooses them): its working days
 * at least the round's `publicityDays`, from today or a later start, its end counted on the working-day
 * calendar; each record's public fields are fixed now. 409 for a record not approved or already
 * published; 400 naming the record that was not filed in the round.
 */
export async function openPublicity(db: Kysely<Database>, viewer: SessionUser, input: OpenInput, lang: Lang): Promise<string> {
  const tenantId = viewer.tenantId;
  const round = await db
    .selectFrom('selection_round')
    .select(['id', 'title', 'publicity_days'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', input.roundId)
    .executeTakeFirst();
  if (!round) throw notFound();
  const today = todayInShanghai();
  const start = input.startDate ?? today;
  const days = input.workingDays ?? round.publicity_days;
  const errors: { field: string; rule: string; message: string }[] = [];
  if (start < today) errors.push({ field: 'startDate', rule: 'notBefore', message: message('publicityStartPast', lang) });
  if (days < Math.max(1, round.publicity_days))
    errors.push({
      field: 'workingDays',
      rule: 'min',
      message: message('publicityDaysTooFew', lang, { days: String(round.publicity_days) }),
    });
  if (errors.length) throw new InvalidInputError(errors);

  return db.transaction().execute(async (trx) => {
    const records = await trx
      .selectFrom('record as r')
      .leftJoin('round_record as rr', (j) => j.onRef('rr.record_id', '=', 'r.id').on('rr.round_id', '=', input.roundId))
      .select(['r.id', 'r.module', 'r.union_id', 'r.state', 'r.form', 'r.submitted_form', 'rr.round_id'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.id', 'in', input.recordIds)
      .forUpdate('r')
      .execute();
    const byId = new Map(records.map((r) => [String(r.id), r]));
    input.recordIds.forEach((id, i) => {
      const r = byId.get(id);
      if (!r || !r.round_id)
        errors.push({ field: `recordIds[${i}]`, rule: 'inRound', message: message('publicityRecordNotInRound', lang, { id }) });
    });
    if (errors.length) throw new InvalidInputError(errors);
    const notApproved = records.find((r) => r.state !== 'approved');
    if (notApproved)
      throw new AppError(
        409,
        'publicityRecordNotApproved',
        { id: String(notApproved.id) },
        { reason: 'notApproved', recordId: String(notApproved.id) },
      );
    const listed = await trx
      .selectFrom('publicity_record')
      .select('record_id')
      .where('tenant_id', '=', tenantId)
      .where('record_id', 'in', input.recordIds)
      .executeTakeFirst();
    if (listed)
      throw new AppError(
        409,
        'publicityRecordListed',
        { id: String(listed.record_id) },
        { reason: 'alreadyPublished', recordId: String(listed.record_id) },
      );

    const end = periodEnd(start, days, await calendarAround(trx, tenantId, start));
    const id = newId();
    const title = input.title?.trim() || `${round.title}公示`;
    await trx
      .insertInto('publicity')
      .values({
        id,
        tenant_id: tenantId,
        round_id: input.roundId,
        title,
        start_date: start,
        end_date: end,
        working_days: days,
        contact_phone: input.contactPhone,
        contact_email: input.contactEmail ?? null,
        note: input.note?.trim() || null,
        status: 'running',
        decision_no: null,
        decision_date: null,
        decided_by: null,
      })
      .execute();
    await trx
      .insertInto('publicity_record')
      .values(
        input.recordIds.map((recordId, sort) => {
          const r = byId.get(recordId)!;
          return {
            tenant_id: tenantId,
            publicity_id: id,
            record_id: recordId,
            module: r.module,
            union_id: String(r.union_id),
            sort,
            shown: JSON.stringify(shownOf(r.module, { ...r.form, ...(r.submitted_form ?? {}) })),
            outcome: null,
          };
        }),
      )
      .execute();
    await appendSelectionEvent(trx, {
      tenantId,
      stream: `publicity-${id}`,
      actor: { id: viewer.id, name: viewer.name },
      at: new Date(),
      body: {
        type: 'publicity.opened',
        payload: {
          publicityId: id,
          roundId: input.roundId,
          title,
          startDate: start,
          endDate: end,
          workingDays: days,
          recordIds: input.recordIds,
        },
      },
    });
    return id;
  });
}
