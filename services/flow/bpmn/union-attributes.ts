import type { I18nText } from '../../../catalogue';

/**
 * What BPMN has no element for is kept in attributes of our own namespace, which modellers keep
 * untouched: a stage's 知会 recipients (`union:cc`, candidate expressions), the fields its reviewers
 * see, edit and must fill to approve (`union:visible`, `union:editable`, `union:requiredOnApprove`,
 * comma-separated), whether its reviewers may decline
 * the record (`union:decline="true"`, 不予通过), and a timer's action when its shape does not say it
 * (`union:onTimeout="escalate"` or `"autoReturn"`).
 */
export const UNION_NS = 'urn:union-portal:flow-models';

/** An English name rides in a `documentation` starting `en:`; other documentation is description. */
export const EN_PREFIX = 'en:';

export const i18nName = (zh: string, en: string | undefined): I18nText => ({ zh, en: en ?? zh });
