import { parentFinanceThenFederationFinance } from '../flow/parent-finance-then-federation-finance';
import type { ModuleEntry } from '../types';
import { field, notInFuture, required, section, slot, requiredSlot } from './group-b-parts';
import {
  column,
  contactFields,
  employerMonthsHead,
  linesTotal,
  monthLines,
  payrollAndDue,
  reasonFields,
  voucherRules,
} from './funds-parts';

const head = employerMonthsHead('补缴');

/**
 * 工会经费补缴 (docs/forms/group-d.md "finance3"): the 2 % funds of past months not paid, or paid on too
 * small a payroll (《工会法》第四十四条), declared month by month with the payment made; the higher
 * union's finance department checks them against the voucher, the federation's confirms. Approved, the
 * months' arrears in the funds ledger are cleared (`fundsBackPaid`).
 */
export const finance3: ModuleEntry = {
  key: 'finance3',
  group: 'D',
  title: { zh: '工会经费补缴', en: 'Back payment of union funds' },
  titleField: 'unionName',
  route: '/myunion/payments/fin3/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentFinanceThenFederationFinance,
  effects: { onApproved: 'fundsBackPaid' },
  fundsLedger: { lines: 'monthLines', amount: 'back', paidBefore: 'paid' },
  calls: ['getid', 'submit', 'save', 'resubmit', 'uploads', 'review', 'downloadfile', 'detail', 'page', 'rebackFlow', 'removeFlow'],
  sections: [
    ...head.sections,
    section('reason', '补缴原因', 'Reason'),
    section('payment', '缴款情况', 'Payment'),
    section('contact', '经办人', 'Contact'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    ...head.fields,
    monthLines('补缴明细', [
      ...payrollAndDue({ min: 1, required: true }),
      column('paid', '已拨缴', 'Paid', { required: true }),
      column('back', '补缴', 'Back payment', { min: 1, computed: { diff: ['due', 'paid'] } }),
    ]),
    linesTotal('backTotal', '补缴合计(元)', 'Total back payment', 'back'),
    ...reasonFields('backpay_reason', '补缴原因'),
    field('payMode', 'dict', '缴纳方式', 'Paid by', [required], { section: 'payment', dict: 'fee_pay_mode' }),
    field('payDate', 'date', '缴款日期', 'Paid on', [required, notInFuture], { section: 'payment' }),
    field('voucherNo', 'text', '缴款凭证号', 'Voucher number', voucherRules, { section: 'payment' }),
    ...contactFields(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('voucher', '缴款凭证', 'Payment voucher')),
        requiredSlot(slot('payroll', '工资总额证明', 'Proof of the payroll')),
        slot('other', '其他材料', 'Other documents'),
      ],
    }),
  ],
  document: {
    title: { zh: '工会经费补缴申报表', en: 'Declaration of union funds paid back' },
    ledger: ['payerName', 'period', 'backTotal', 'reason', 'payDate', 'voucherNo'],
    totals: ['backTotal'],
  },
  // The three months were paid on a payroll of ¥1,500,000 instead of ¥1,750,000: 少缴 (key 2).
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    payerName: '北京智联科技有限公司',
    payerUscc: '91110108MA01KX7P3A',
    period: { start: '2025-07-01', end: '2025-09-30' },
    monthLines: [
      { month: '2025-07', payroll: 175000000, due: 3500000, paid: 3000000, back: 500000 },
      { month: '2025-08', payroll: 175000000, due: 3500000, paid: 3000000, back: 500000 },
      { month: '2025-09', payroll: 175000000, due: 3500000, paid: 3000000, back: 500000 },
    ],
    backTotal: 1500000,
    reason: '2',
    reasonText: '',
    payMode: '2',
    payDate: '2025-10-20',
    voucherNo: 'GHJF-2025-1020-017',
    contactName: '孙丽',
    contactMobile: '13622223333',
    files: { voucher: ['910004'], payroll: ['910005'], other: [] },
  },
};
