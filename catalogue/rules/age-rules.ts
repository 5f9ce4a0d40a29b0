import { idCardBirthDate, isValidIdCard } from '../fields/id-card';
import type { AgeReference, Lang } from '../types';
import { isIsoDate } from './formats';

/**
 * Whole years (周岁) from `from` to `day`, both yyyy-MM-dd: the years counted complete on the
 * anniversary itself (born 2010-07-01: 16 on 2026-07-01; born on 29 February: a year older on 1 March).
 */
export function yearsOn(from: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(from.slice(0, 4));
  return day.slice(5) < from.slice(5) ? years - 1 : years;
}

/** A birth date from a date field's value or a valid ID number's digits 7 to 14; null otherwise. */
export function birthDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (isIsoDate(value)) return value;
  return isValidIdCard(value) ? idCardBirthDate(value) : null;
}

/** The day `at` names and how a message shows it; null while the field it reads is empty or invalid. */
export function referenceDay(at: AgeReference, valueOf: (field: string) => unknown, lang: Lang, labelOf: (field: string) => string) {
  if ('date' in at) return { day: at.date, shown: at.date };
  if ('yearEndOf' in at) {
    const year = Number(valueOf(at.yearEndOf));
    if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
    return { day: `${year}-12-31`, shown: lang === 'en' ? `31 December ${year}` : `${year}年12月31日` };
  }
  const day = valueOf(at.field);
  return typeof day === 'string' && isIsoDate(day) ? { day, shown: `${labelOf(at.field)}(${day})` } : null;
}
