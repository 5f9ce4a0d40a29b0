import type { Kysely } from 'kysely';
import { conditionHolds, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { dictLabels } from '../../documents';
import { roundLabel } from '../round';
import { subjectName } from '../subject';
import { periodRoundOf } from './period-round';

/** Between the form's value and the round in the key of a round-scoped period (`1@<roundId>`). */
const ROUND_MARK = '@';
/** Before each `alsoBy` field's value in the key (`2026#planType=2`). */
const ALSO_MARK = '#';

const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The form's value of the period: the value of the entry's period field (the year, or the call for
 * applications the form names), then each `alsoBy` field's (`2026#planType=2`); null while a draft
 * leaves one empty, so a draft holds no period yet, and null for a filing `onlyWhen` leaves out.
 */
export function periodValue(entry: ModuleEntry, form: Readonly<Record<string, unknown>>): string | null {
  const period = entry.period;
  if (!period) return null;
  if (period.onlyWhen && !conditionHolds(period.onlyWhen, { unionKind: '', form })) return null;
  const field = period.field ?? (period.per === 'year' ? 'year' : undefined);
  const value = field ? text(form[field]) : null;
  if (value === null) return null;
  const also = (period.alsoBy ?? []).map((name) => [name, text(form[name])] as const);
  if (also.some(([, v]) => v === null)) return null;
  return [value, ...also.map(([name, v]) => `${name}=${v}`)].join(ALSO_MARK);
}

/**
 * The period a form is for, as `record_period` keys it: the form's value, and with `scope: 'round'`
 * the round after it (`<value>@<roundId>`; the value alone while no round of the kind exists). With
 * `scope: 'campaign'` the value is the campaign's id (the entry's `sendOut.campaignField`): one record
 * per union and campaign.
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
  if (entry.period?.scope === 'campaign') {
    // One record per union and campaign: the campaign read by its title (a call for reports has no set).
    const campaign = /^\d{1,19}$/.test(period)
      ? await db
          .selectFrom('questionnaire_campaign')
          .select(['title', 'set_key'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', period)
          .executeTakeFirst()
      : undefined;
    const title = campaign?.title ?? period;
    if (campaign && campaign.set_key === null) return lang === 'zh' ? `报表征集「${title}」` : `the call for reports “${title}”`;
    return lang === 'zh' ? `问卷发放「${title}」` : `the campaign “${title}”`;
  }
  const [key = period, roundId] = period.split(ROUND_MARK);
  const [value = key, ...also] = key.split(ALSO_MARK);
  const round = roundId ? await roundLabel(db, tenantId, roundId, lang) : undefined;
  const base =
    round ??
    (entry.period?.per === 'year' ? (lang === 'zh' ? `${value}年度` : value) : lang === 'zh' ? `征集通知(${value})` : `call ${value}`);
  if (also.length === 0) return base;
  const labels = await alsoLabels(db, tenantId, entry, also, lang);
  return lang === 'zh' ? `${base}（${labels.join('，')}）` : `${base} (${labels.join(', ')})`;
}

/**
 * Each `alsoBy` part of a key (`planType=2`) as a person reads it: the field's label and the value's
 * (a dictionary's label; the name of the subject the field names, as survey's register entry).
 */
async function alsoLabels(db: Kysely<Database>, tenantId: string, entry: ModuleEntry, parts: string[], lang: Lang): Promise<string[]> {
  const fields = parts.map((part) => entry.fields.find((f) => f.name === part.slice(0, part.indexOf('='))));
  const dicts = await dictLabels(
    db,
    tenantId,
    fields.filter((f) => f !== undefined),
    lang,
  );
  return Promise.all(
    parts.map(async (part, i) => {
      const value = part.slice(part.indexOf('=') + 1);
      const field = fields[i];
      if (!field) return part;
      const subject = entry.subject?.field === field.name ? await subjectName(db, tenantId, entry.subject, value) : undefined;
      const shown = subject ?? (field.dict ? (dicts[field.dict]?.[value] ?? value) : value);
      return `${field.label[lang]}${lang === 'zh' ? '：' : ': '}${shown}`;
    }),
  );
}

/** The fields a period's key and condition read must be fields of the entry: a catalogue mistake stops the app at start. */
export function assertPeriodFields(entry: ModuleEntry): void {
  const period = entry.period;
  if (!period) return;
  const named = [...(period.alsoBy ?? []), ...(period.onlyWhen ? [period.onlyWhen.field] : [])];
  for (const name of named)
    if (!entry.fields.some((f) => f.name === name)) throw new Error(`${entry.key}: period names ${name}, which is not a field of the form`);
}
