import type { Kysely } from 'kysely';
import { addDays, isIsoDate, type WorkCalendar } from '../../../catalogue';
import type { Database } from '../../../db';
import { badRequest } from '../../platform/core';

/**
 * The tenant's calendar between two days (the whole of it without them). A publicity of up to 30
 * working days and a notice of a few weeks read a few months of it.
 */
export async function calendarOf(db: Kysely<Database>, tenantId: string, from?: string, to?: string): Promise<WorkCalendar> {
  let q = db.selectFrom('work_calendar').select(['day', 'kind']).where('tenant_id', '=', tenantId);
  if (from) q = q.where('day', '>=', from);
  if (to) q = q.where('day', '<=', to);
  return new Map((await q.execute()).map((r) => [r.day, r.kind]));
}

/** The calendar around a period that starts on `start`: wide enough for any count of working days the portal takes (≤ 30). */
export const calendarAround = (db: Kysely<Database>, tenantId: string, start: string) =>
  calendarOf(db, tenantId, addDays(start, -1), addDays(start, 150));

/** The days of one year, in order. */
export async function daysOfYear(db: Kysely<Database>, tenantId: string, year: number) {
  const rows = await db
    .selectFrom('work_calendar')
    .select(['day', 'kind', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .orderBy('day')
    .execute();
  return rows;
}

/** A yyyy-MM-dd the calendar takes (400 naming `field` otherwise). */
export function calendarDay(value: string, field: string): string {
  if (!isIsoDate(value)) throw badRequest(field, 'date', 'calendarDayInvalid');
  return value;
}

/** Sets a day (a holiday on it, or a make-up working day), replacing what the calendar held for it. */
export async function setDay(db: Kysely<Database>, tenantId: string, day: { day: string; kind: 'holiday' | 'workday'; name: string }) {
  await db
    .insertInto('work_calendar')
    .values({ tenant_id: tenantId, day: calendarDay(day.day, 'day'), kind: day.kind, name: day.name.trim() })
    .onConflict((oc) => oc.columns(['tenant_id', 'day']).doUpdateSet({ kind: day.kind, name: day.name.trim() }))
    .execute();
}

/** Takes a day out of the calendar: it is a working day again from Monday to Friday. */
export async function removeDay(db: Kysely<Database>, tenantId: string, day: string) {
  await db.deleteFrom('work_calendar').where('tenant_id', '=', tenantId).where('day', '=', calendarDay(day, 'day')).execute();
}
