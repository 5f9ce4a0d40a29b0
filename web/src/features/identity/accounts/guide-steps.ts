import type { Lang } from '../../../catalogue';
import type { GuideProgress } from '../../../api';
import { translate, type MessageKey } from '../../../i18n';
import { zh } from '../../../i18n/zh';

/** One guide step and whether it is done. */
export interface GuideStep {
  step: number;
  done: boolean;
}

/** The steps of a progress answer, `guide1` … `guideN` in order (corp 1, launion 22). */
export function guideSteps(progress: GuideProgress): GuideStep[] {
  return Array.from({ length: progress.steps }, (_, i) => ({ step: i + 1, done: progress[`guide${i + 1}`] === 1 }));
}

/** An account kind by its name from the i18n tables (企业工会, 上级工会); a kind without a name keeps its code. */
export function identLabel(ident: string, lang: Lang): string {
  const key = `ident.${ident}`;
  return Object.hasOwn(zh, key) ? translate(lang, key as MessageKey) : ident;
}
