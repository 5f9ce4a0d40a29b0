import type { DueHoursWhen, I18nText } from '../../../catalogue';

/**
 * What BPMN has no element for is kept in attributes of our own namespace, which modellers keep
 * untouched: a stage's 知会 recipients (`union:cc`, candidate expressions), the fields its reviewers
 * see, edit and must fill to approve (`union:visible`, `union:editable`, `union:requiredOnApprove`,
 * comma-separated), whether its reviewers may decline
 * the record (`union:decline="true"`, 不予通过), and a timer's action when its shape does not say it
 * (`union:onTimeout="escalate"` or `"autoReturn"`), and a due time while the form holds one of some
 * values (`union:dueHoursWhen="urgent=1:24"`: field, values comma-separated, hours).
 */
export const UNION_NS = 'urn:union-portal:flow-models';

/** An English name rides in a `documentation` starting `en:`; other documentation is description. */
export const EN_PREFIX = 'en:';

export const i18nName = (zh: string, en: string | undefined): I18nText => ({ zh, en: en ?? zh });

/** `union:dueHoursWhen` as written: `urgent=1:24` (field, values comma-separated, hours). */
export const formatDueHoursWhen = (w: DueHoursWhen): string => `${w.field}=${w.equals.join(',')}:${w.hours}`;

/** `union:dueHoursWhen` read back; null when it is not `field=values:hours` with whole hours. */
export function parseDueHoursWhen(text: string): DueHoursWhen | null {
  const m = /^([A-Za-z][\w.]*)=([^:]+):(\d{1,6})$/.exec(text.trim());
  if (!m) return null;
  const equals = m[2]!
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return equals.length ? { field: m[1]!, equals, hours: Number(m[3]) } : null;
}
