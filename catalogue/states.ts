import type { RecordState } from './lifecycle';
import type { I18nText, Lang } from './types';

/** The names of a record's states (the lifecycle table says which there are), shared by every module. */
export const recordStates: Readonly<Record<RecordState, I18nText>> = {
  draft: { zh: '草稿', en: 'Draft' },
  in_review: { zh: '审核中', en: 'In review' },
  returned: { zh: '已退回', en: 'Returned' },
  approved: { zh: '已通过', en: 'Approved' },
  declined: { zh: '未通过', en: 'Declined' },
  cancelled: { zh: '已作废', en: 'Cancelled' },
  expired: { zh: '已过期', en: 'Expired' },
  removed: { zh: '已删除', en: 'Removed' },
};

/**
 * A published notice's (`publishOnly`) own words for the states it reaches: its approval is its
 * publication, its cancellation once published its withdrawal by the publisher.
 */
const noticeStates: Partial<Record<RecordState, I18nText>> = {
  approved: { zh: '已发布', en: 'Published' },
  cancelled: { zh: '已撤回', en: 'Withdrawn' },
};

/** The state's name a person reads, in the words of the module's shape (a notice's own where it has one). */
export function stateName(state: RecordState, lang: Lang = 'zh', shape: { publishOnly?: boolean } = {}): string {
  return ((shape.publishOnly ? noticeStates[state] : undefined) ?? recordStates[state])[lang];
}
