import type { Lang, ModuleEntry } from '../../../../catalogue';

/**
 * The period a form is for: the value of the entry's period field (the year, or the call for
 * applications the form names); null while a draft leaves it empty, so a draft holds no period yet.
 */
export function periodOf(entry: ModuleEntry, form: Readonly<Record<string, unknown>>): string | null {
  if (!entry.period) return null;
  const field = entry.period.field ?? (entry.period.per === 'year' ? 'year' : undefined);
  if (!field) return null;
  const value = form[field];
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** The period as a person reads it in the 409 (2025年度, 征集通知 12). */
export function periodLabel(entry: ModuleEntry, period: string, lang: Lang): string {
  if (entry.period?.per === 'year') return lang === 'zh' ? `${period}年度` : period;
  return lang === 'zh' ? `征集通知(${period})` : `call ${period}`;
}
