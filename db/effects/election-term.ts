import { wholeYears } from '../../catalogue';
import { dateOf, intOf, type Form } from './form-values';

/** The term an approved election opens: its number (第N届) where the form says it, first and last day. */
export interface ElectedTerm {
  termNo: number | null;
  start: string;
  end: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day before the same date `years` later: five years from 2026-11-10 end on 2031-11-09. */
export function termEnd(start: string, years: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + years, m - 1, d));
  next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
}

/** A `dateRange` value of the form, when both ends are dates in order. */
export function rangeOf(form: Form, name: string): { start: string; end: string } | null {
  const v = form[name];
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const { start, end } = v as Record<string, unknown>;
  return typeof start === 'string' && typeof end === 'string' && DAY.test(start) && DAY.test(end) && start <= end ? { start, end } : null;
}

/**
 * The term an approved form elects for. organ1Detail: the new term (第 `termNo` 届) runs from the
 * assembly that elected it (`electionDate`, not the approval) for the length of `newTerm`; setup2:
 * the first term from the founding assembly (`meetingDate`) for `termYears`; organ5: its present
 * `term` as given. Null for a by-election, which joins the term in office, and for a form of none.
 */
export function electedTerm(form: Form): ElectedTerm | null {
  const newTerm = rangeOf(form, 'newTerm');
  if (newTerm) {
    const start = dateOf(form, ['electionDate']) ?? newTerm.start;
    const years = wholeYears(newTerm.start, newTerm.end);
    return { termNo: intOf(form, ['termNo']), start, end: years > 0 ? termEnd(start, years) : newTerm.end };
  }
  const years = intOf(form, ['termYears']);
  const founded = dateOf(form, ['meetingDate']);
  if (years && founded) return { termNo: 1, start: founded, end: termEnd(founded, years) };
  const present = rangeOf(form, 'term');
  return present ? { termNo: null, start: present.start, end: present.end } : null;
}
