import type { Kysely } from 'kysely';
import { periodEnd, type Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { calendarAround } from '../../admin/work-calendar';
import type { SessionUser } from '../../identity';
import { InvalidInputError, message, notFound, todayInShanghai } from '../../platform/core';
import type { OpenInput } from './schemas';
import { openPublicityOf, roundCandidates } from './round-candidates';

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
    const listed = await roundCandidates(trx, tenantId, input.roundId, input.recordIds, (i) => `recordIds[${i}]`, lang);

    return openPublicityOf(
      trx,
      viewer,
      {
        roundId: input.roundId,
        title: input.title?.trim() || `${round.title}公示`,
        startDate: start,
        endDate: periodEnd(start, days, await calendarAround(trx, tenantId, start)),
        workingDays: days,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail ?? null,
        note: input.note?.trim() || null,
      },
      listed,
    );
  });
}
