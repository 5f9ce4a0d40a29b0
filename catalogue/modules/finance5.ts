import { parentFinanceThenFederationFinance } from '../flow/parent-finance-then-federation-finance';
import type { ModuleEntry, StepCalls } from '../types';
import { groupDDictKeys } from './group-d-dicts';
import { field, maxLen, min, notAbove, notInFuture, required, requiredSlot, section, slot } from './group-b-parts';
import {
  TWO_PER_CENT,
  accountFields,
  column,
  contactFields,
  linesTotal,
  monthLines,
  periodField,
  unionNameField,
  voucherRules,
} from './funds-parts';

const calls = (n: number): StepCalls => ({ save: `save${n}`, submit: `submit${n}`, resubmit: `resubmit${n}` });
const share = groupDDictKeys.fundsShareRule;

/**
 * 工会经费返还 (docs/forms/group-d.md "finance5"): the grassroots union's share of the 2 % funds
 * collected with taxes, passed back to it (60 %; in full for small and micro enterprises, R-SHARE).
 * Step 1 the application with the months and the union's own account (R-OWNACC), step 2 the receipt
 * confirmed after the federation paid (R-RCPT); both pass the finance departments. calls.tsv lists
 * page, getid, rebackFlow and removeFlow: the steps' calls are served as the steps shape names them,
 * marked inferred. The receipt approved, the months' returns reach the funds ledger (pro rata where
 * less came in).
 */
export const finance5: ModuleEntry = {
  key: 'finance5',
  group: 'D',
  title: { zh: '工会经费返还', en: 'Return of union funds' },
  titleField: 'unionName',
  route: '/myunion/payments/fin5/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentFinanceThenFederationFinance,
  calls: ['page', 'rebackFlow', 'removeFlow', 'getid', 'detail', 'uploads', 'review', 'downloadfile'],
  inferredCalls: Object.fromEntries(
    ['save1', 'submit1', 'resubmit1', 'save2', 'submit2', 'resubmit2', 'detail', 'uploads', 'review', 'downloadfile'].map((call) => [
      call,
      "not in calls.tsv: the return's two steps need them, named as the steps shape names them (docs/forms/group-d.md, finance5)",
    ]),
  ),
  effects: { onApproved: 'fundsReturned' },
  // R-LEDGER: a month returned was collected, where the ledger holds it; the months get what was received.
  fundsLedger: {
    lines: 'monthLines',
    amount: 'returned',
    paidAtLeast: 'collected',
    received: { field: 'receivedAmount', total: 'returnTotal' },
  },
  steps: [
    {
      key: 'apply',
      title: { zh: '返还申请', en: 'Application' },
      fields: [
        'unionName',
        'unitName',
        'smallMicro',
        'fundsShare',
        'period',
        'monthLines',
        'returnTotal',
        'bankName',
        'accountName',
        'accountNo',
        'contactName',
        'contactMobile',
        'files',
      ],
      calls: calls(1),
    },
    {
      key: 'receipt',
      title: { zh: '到账确认', en: 'Receipt' },
      fields: ['receivedAmount', 'receivedDate', 'receiptNo', 'shortfallNote', 'receiptFiles'],
      calls: calls(2),
    },
  ],
  sections: [
    section('union', '工会信息', 'Union'),
    section('months', '返还明细', 'Months'),
    section('account', '经费账户', 'Funds account'),
    section('contact', '经办人', 'Contact'),
    section('files', '附件', 'Attachments'),
    section('receipt', '到账确认', 'Receipt'),
  ],
  fields: [
    unionNameField(),
    field('unitName', 'text', '所在单位', 'Employer', [required, maxLen(100)], { section: 'union', prefill: 'unitName' }),
    field('smallMicro', 'dict', '是否小微企业', 'Small or micro enterprise', [required], { section: 'union', dict: 'yes_no' }),
    field(
      'fundsShare',
      'dict',
      '返还比例',
      'Share returned',
      [
        required,
        {
          rule: 'allowedOnlyWhen',
          values: [share.smallMicro],
          all: [{ field: 'smallMicro', equals: ['1'] }],
          means: { zh: '全额返还', en: 'a full return' },
          onlyFor: { zh: '小微企业', en: 'small and micro enterprises' },
        },
      ],
      { section: 'union', dict: 'funds_share_rule', listed: true },
    ),
    periodField('返还所属期'),
    monthLines('返还明细', [
      column('payroll', '计征工资总额', 'Payroll assessed', { min: 1, required: true }),
      column('collected', '已征收经费', 'Funds collected', { computed: TWO_PER_CENT }),
      column('returned', '应返还', 'Return due', { computed: { shareOf: 'collected', percentFrom: 'fundsShare' } }),
    ]),
    linesTotal('returnTotal', '返还合计(元)', 'Total return', 'returned'),
    ...accountFields('unionName'),
    ...contactFields(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('request', '返还申请表（盖章）', 'Application (sealed)')),
        requiredSlot(slot('detail', '缴款明细', 'Payments')),
      ],
    }),
    // R-RCPT: not more than the return approved.
    field('receivedAmount', 'money', '实际到账金额(元)', 'Amount received', [required, min(1), notAbove('returnTotal')], {
      section: 'receipt',
      listed: true,
    }),
    field('receivedDate', 'date', '到账日期', 'Received on', [required, notInFuture], { section: 'receipt' }),
    field('receiptNo', 'text', '银行回单号', 'Bank slip number', voucherRules, { section: 'receipt' }),
    // R-RCPT: less received than approved needs its reason.
    field(
      'shortfallNote',
      'textarea',
      '差额说明',
      'Shortfall explained',
      [maxLen(500), { rule: 'requiredWhenBelow', field: 'receivedAmount', than: 'returnTotal' }],
      {
        section: 'receipt',
        help: { zh: '到账金额少于返还合计时请说明', en: 'Explain where less than the total return came in' },
      },
    ),
    field('receiptFiles', 'attachments', '到账凭证', 'Receipt', [], {
      section: 'receipt',
      slots: [requiredSlot(slot('slip', '银行回单', 'Bank slip'))],
    }),
  ],
  document: {
    title: { zh: '工会经费返还申请表', en: 'Application for the return of union funds' },
    ledger: ['period', 'fundsShare', 'returnTotal', 'receivedAmount', 'receivedDate'],
    totals: ['returnTotal', 'receivedAmount'],
  },
  example: {
    unionName: '北京智联科技有限公司工会',
    unitName: '北京智联科技有限公司',
    smallMicro: '0',
    fundsShare: share.grassroots,
    // The first quarter: months no back payment (finance3's example, July to September) put in the ledger.
    period: { start: '2025-01-01', end: '2025-03-31' },
    monthLines: [
      { month: '2025-01', payroll: 180000000, collected: 3600000, returned: 2160000 },
      { month: '2025-02', payroll: 180000000, collected: 3600000, returned: 2160000 },
      { month: '2025-03', payroll: 180000000, collected: 3600000, returned: 2160000 },
    ],
    returnTotal: 6480000,
    bankName: '中国工商银行北京中关村支行',
    accountName: '北京智联科技有限公司工会',
    accountNo: '0200004509200654321',
    contactName: '孙丽',
    contactMobile: '13622223333',
    files: { request: ['910009'], detail: ['910010'] },
    receivedAmount: 6480000,
    receivedDate: '2025-11-10',
    receiptNo: 'ICBC-20251110-88231',
    shortfallNote: '',
    receiptFiles: { slip: ['910011'] },
  },
};
