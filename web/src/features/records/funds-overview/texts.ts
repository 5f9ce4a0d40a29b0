import type { Lang } from '../../../catalogue';
import { useTableText, type TextOf } from '../../platform/local-texts';

/** The words of the funds overview (工会经费拨缴情况), kept beside its page. */
const TEXTS = {
  year: { zh: '年度', en: 'Year' },
  union: { zh: '工会', en: 'Union' },
  exportSheet: { zh: '导出拨缴情况表', en: 'Export the sheet' },
  sheetName: { zh: '{year}年度工会经费拨缴情况表-{union}.xlsx', en: 'Union funds {year} - {union}.xlsx' },
  unregistered: {
    zh: '本会尚无审批通过的经费登记，暂无各月拨缴情况；经费登记通过后按登记的月应拨缴额逐月计算。',
    en: 'The union has no approved funds registration yet, so there are no months; once one is approved, each month is reckoned from its monthly due.',
  },
  noFeed: {
    zh: '“已拨缴”目前仅含审批通过的经费补缴所涉月份(补缴前已拨缴与补缴之和)，税务代收数据尚未接入，其他月份显示为0。',
    en: '“Paid” holds only the months of approved back payments (what was paid before and the back payment): the tax office’s collection figures have no feed yet, so other months show 0.',
  },
  total: { zh: '合计', en: 'Total' },
  owes: { zh: '欠缴', en: 'Owed' },
  detailTitle: { zh: '{month} 经费拨缴明细', en: 'Funds of {month}' },
  movements: { zh: '审批变动', en: 'Approvals that moved the month' },
  noMovements: { zh: '本月无审批变动', en: 'No approval moved this month' },
  module: { zh: '业务', en: 'Module' },
  recordId: { zh: '记录编号', en: 'Record' },
  movement: { zh: '变动', en: 'Movement' },
  amount: { zh: '金额(元)', en: 'Amount (yuan)' },
  on: { zh: '审批日期', en: 'Approved on' },
  paidBefore: { zh: '补缴前已拨缴(元)', en: 'Paid before (yuan)' },
  movement_backPaid: { zh: '补缴', en: 'Back payment' },
  movement_refunded: { zh: '退还', en: 'Refund' },
  movement_returned: { zh: '返还', en: 'Return' },
  close: { zh: '关闭', en: 'Close' },
} as const satisfies Record<string, Record<Lang, string>>;

export type FundsText = keyof typeof TEXTS;

/** The text function of the current language. */
export function useFundsText(): TextOf<FundsText> {
  return useTableText(TEXTS);
}
