import type { Kysely } from 'kysely';
import type { Lang, ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { roundLabel } from '../round';
import { periodRoundOf } from './period-round';

/** Between the form's value and the round in the key of a round-scoped period (`1@<roundId>`). */
const ROUND_MARK = '@';

/**
 * The form's value of the period: the value of the entry's period field (the year, or the call for
 * applications the form names); null while a draft leaves it empty, so a draft holds no period yet.
 */
function periodValue(entry: ModuleEntry, form: Readonly<Record<string, unknown>>): string | null {
  if (!entry.period) return null;
  const field = entry.period.field ?? (entry.period.per === 'year' ? 'year' : undefined);
  if (!field) return null;
  const value = form[field];
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/**
 * The period a form is for, as `record_period` keys it: the form's value, and with `scope: 'round'`
 * the round after it (`<value>@<roundId>`; the value alone while no round of the kind exists).
 */
export async function periodOf(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  recordId: string,
  form: Readonly<Record<string, unknown>>,
): Promise<string | null> {
  const value = periodValue(entry, form);
  if (value === null || entry.period?.scope !== 'round') return value;
  const roundId = await periodRoundOf(db, tenantId, entry, recordId, form);
  return roundId ? `${value}${ROUND_MARK}${roundId}` : value;
}

/** The period as a person reads it in the 409 (2025年度, 征集通知(12), 2030年「北京市劳动模范和先进工作者」). */
export async function periodLabel(db: Kysely<Database>, tenantId: string, entry: ModuleEntry, period: string, lang: Lang): Promise<string> {
  const [value = period, roundId] = period.split(ROUND_MARK);
  const round = roundId ? await roundLabel(db, tenantId, roundId, lang) : undefined;
  if (round) return round;
  if (entry.period?.per === 'year') return lang === 'zh' ? `${value}年度` : value;
  return lang === 'zh' ? `征集通知(${value})` : `call ${value}`;
}
