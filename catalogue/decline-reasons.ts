import type { I18nText, Lang } from './types';

/**
 * The fixed reasons a refusal (不予通过) may name beside its free comment, each offered by the modules
 * that list it (`ModuleEntry.declineReasons`): rights4's federation refers a case it does not take to
 * the government's legal-aid body (LA-refer, 《工会法律援助办法》 第二条).
 */
export const DECLINE_REASONS = {
  referred: { zh: '转介法律援助机构', en: 'Referred to the legal aid centre' },
} as const satisfies Record<string, I18nText>;

export type DeclineReasonKey = keyof typeof DECLINE_REASONS;

export const DECLINE_REASON_KEYS = Object.keys(DECLINE_REASONS) as DeclineReasonKey[];

/** A refusal's words: the fixed reason's label before the comment (转介法律援助机构：…), the comment alone without one. */
export function declineText(reason: string | undefined, comment: string, lang: Lang): string {
  const label = reason && Object.hasOwn(DECLINE_REASONS, reason) ? DECLINE_REASONS[reason as DeclineReasonKey][lang] : undefined;
  if (!label) return comment;
  if (!comment) return label;
  return lang === 'zh' ? `${label}：${comment}` : `${label}: ${comment}`;
}
