import { parentFinanceThenFederationFinance } from '../flow/parent-finance-then-federation-finance';
import type { ModuleEntry } from '../types';
import { field, section, slot, requiredSlot } from './group-b-parts';
import {
  accountFields,
  column,
  contactFields,
  employerMonthsHead,
  linesTotal,
  monthLines,
  payrollAndDue,
  reasonFields,
} from './funds-parts';

const head = employerMonthsHead('退还');

/**
 * 工会经费退还 (docs/forms/group-d.md "finance4"): an employer that paid too much (a wrong base, a month
 * paid twice, payments after the union closed) asks for the excess back, month by month, to its own
 * account (R-PAYER); the higher union's finance department checks the payments, the federation's pays.
 * calls.tsv lists only page, rebackFlow and removeFlow: the form's standard calls are served too,
 * marked inferred (the spec routes a refund form). Approved, the months' refunds reach the funds ledger.
 */
export const finance4: ModuleEntry = {
  key: 'finance4',
  group: 'D',
  title: { zh: '工会经费退还', en: 'Refund of union funds' },
  titleField: 'unionName',
  route: '/myunion/payments/fin4/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentFinanceThenFederationFinance,
  effects: { onApproved: 'fundsRefunded' },
  // R-LEDGER: a refunded month was paid, where the ledger holds it.
  fundsLedger: { lines: 'monthLines', amount: 'refund', paidAtLeast: 'paid' },
  calls: ['page', 'rebackFlow', 'removeFlow', 'getid', 'detail', 'save', 'submit', 'resubmit', 'uploads', 'review', 'downloadfile'],
  inferredCalls: Object.fromEntries(
    ['getid', 'detail', 'save', 'submit', 'resubmit', 'uploads', 'review', 'downloadfile'].map((call) => [
      call,
      "not in calls.tsv: the console's refund form needs them (docs/forms/group-d.md, finance4)",
    ]),
  ),
  sections: [
    ...head.sections,
    section('reason', '退款原因', 'Reason'),
    section('account', '退款账户', 'Refund account'),
    section('contact', '经办人', 'Contact'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    ...head.fields,
    // A month closed or transferred away has a payroll of 0 and a due of 0: all of it is refunded.
    monthLines('退还明细', [
      ...payrollAndDue({ required: true }),
      column('paid', '实缴', 'Paid', { min: 1, required: true }),
      column('refund', '应退', 'Refund', { min: 1, computed: { diff: ['paid', 'due'] } }),
    ]),
    linesTotal('refundTotal', '退还合计(元)', 'Total refund', 'refund'),
    ...reasonFields('refund_reason', '退款原因'),
    ...accountFields('payerName'),
    ...contactFields(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('request', '退款申请书（盖章）', 'Request (sealed)')),
        requiredSlot(slot('voucher', '缴款凭证', 'Payment voucher')),
        requiredSlot(slot('account', '银行账户证明', 'Proof of the account')),
      ],
    }),
  ],
  document: {
    title: { zh: '工会经费退还申请表', en: 'Application for a refund of union funds' },
    ledger: ['payerName', 'period', 'refundTotal', 'reason', 'bankName', 'accountNo'],
    totals: ['refundTotal'],
  },
  // April 2025 paid twice.
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    payerName: '北京智联科技有限公司',
    payerUscc: '91110108MA01KX7P3A',
    period: { start: '2025-04-01', end: '2025-04-30' },
    monthLines: [{ month: '2025-04', payroll: 175000000, due: 3500000, paid: 7000000, refund: 3500000 }],
    refundTotal: 3500000,
    reason: '2',
    reasonText: '',
    bankName: '中国工商银行北京中关村支行',
    accountName: '北京智联科技有限公司',
    accountNo: '0200004509200112233',
    contactName: '孙丽',
    contactMobile: '13622223333',
    files: { request: ['910006'], voucher: ['910007'], account: ['910008'] },
  },
};
