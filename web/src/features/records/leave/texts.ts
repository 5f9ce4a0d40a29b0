import type { Lang } from '../../../catalogue';
import { useTableText, type TextOf } from '../../platform/local-texts';

/** The words of 请假, kept beside its pages. */
const TEXTS = {
  title: { zh: '请假', en: 'Leave' },
  subtitle: { zh: '提交后由上级工会审批', en: 'Reviewed by the higher union once sent' },
  detailTitle: { zh: '请假详情', en: 'Leave request' },
  myRequests: { zh: '我的请假记录', en: 'My leave requests' },
  started: { zh: '请假申请已提交', en: 'Leave request sent' },
  newRequest: { zh: '再次请假', en: 'New request' },
} as const satisfies Record<string, Record<Lang, string>>;

export type LeaveText = keyof typeof TEXTS;

/** The text function of the current language. */
export function useLeaveText(): TextOf<LeaveText> {
  return useTableText(TEXTS);
}
