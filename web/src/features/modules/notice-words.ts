import type { I18nText, Lang, RecordState } from '../../catalogue';
import { moduleEntryOf } from './use-module-entry';

/**
 * A notice's states in its own words (console-side, like the history's `noticeEvents`): approved
 * is its publication (已发布), cancelled its withdrawal by the publisher (已撤回).
 */
const NOTICE_STATES: Partial<Record<RecordState, I18nText>> = {
  approved: { zh: '已发布', en: 'Published' },
  cancelled: { zh: '已撤回', en: 'Withdrawn' },
};

/** The name of a record's state: a notice module's (`publishOnly`) own where it has one, else `name` (the server's). */
export function shownStateName<N extends string | null | undefined>(
  module: string | undefined,
  state: RecordState,
  name: N,
  lang: Lang,
): string | N {
  return (moduleEntryOf(module)?.publishOnly ? NOTICE_STATES[state]?.[lang] : undefined) ?? name;
}
