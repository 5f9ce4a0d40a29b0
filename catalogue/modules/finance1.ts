import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, section } from './group-b-parts';
import { nominationSignatures } from './ledger-sheets';

const figure = (name: string, zh: string, en: string) =>
  field(name, 'money', zh, en, [], { section: 'month', listed: true, readOnly: true });

/**
 * 工会经费拨缴情况 (docs/forms/group-d.md "finance1"): the union's 2 % funds month by month, read
 * (class k), never filed: `index` the year's twelve months and totals, `detail` one month with the
 * approvals that moved it. The months come from the funds ledger (finance3, finance4 and finance5's
 * approvals) on the base of the union's funds registration (setup4), which gives what is due; the
 * fields below are a month row's, as its sheet and detail show them.
 */
export const finance1: ModuleEntry = {
  key: 'finance1',
  group: 'D',
  title: { zh: '工会经费拨缴情况', en: 'Funds overview' },
  titleField: 'month',
  route: '/myunion/payments/list',
  // The console shows the months (web/src/features/records/funds-overview), not the generic form.
  overview: 'fundsMonths',
  starters: ['corp'],
  draftTtlDays: 90,
  // Never started: nothing is filed here; the entry needs a model all the same.
  flowModel: parentOnly,
  calls: [],
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/finance1/index',
      summary: { zh: '本会(或下级工会)全年各月经费拨缴情况', en: "The union's (or one below it) funds months of a year" },
      permission: 'view',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/finance1/detail',
      summary: { zh: '某月经费拨缴明细', en: 'One funds month and the approvals that moved it' },
      permission: 'view',
    },
    // Beyond calls.tsv (marked x-inferred): the year's 拨缴情况表, and the unions a higher union picks from.
    {
      method: 'GET',
      path: '/api/blade-crop/crop/finance1/exportList',
      summary: { zh: '导出工会经费拨缴情况表', en: 'The funds overview of a year as the federation’s sheet (.xlsx)' },
      permission: 'view',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/finance1/unions',
      summary: {
        zh: '可查看经费拨缴情况的工会(本会及下级工会)',
        en: 'The unions whose funds the caller may read: its own and those below it',
      },
      permission: 'view',
    },
  ],
  // The 拨缴情况表 (`exportList`) ends as the federation's 填报 sheets end: 填报人, 联系电话, 审核人; 填报单位（盖章）, 填报日期.
  document: { title: { zh: '工会经费拨缴情况表', en: 'Union funds paid and owed' }, signatureRows: nominationSignatures },
  sections: [section('month', '月度拨缴', 'Month')],
  fields: [
    field('month', 'text', '月份', 'Month', [], { section: 'month', listed: true, readOnly: true }),
    figure('payroll', '工资总额(元)', 'Payroll'),
    figure('due', '应拨缴(元)', 'Due'),
    figure('paid', '已拨缴(元)', 'Paid'),
    figure('refunded', '已退还(元)', 'Refunded'),
    figure('returned', '已返还(元)', 'Returned'),
    figure('owed', '欠缴(元)', 'Owed'),
    field('payMode', 'dict', '拨缴方式', 'Paid by', [], { section: 'month', dict: 'fee_pay_mode', listed: true, readOnly: true }),
  ],
  example: {
    month: '2026-03',
    payroll: 180000000,
    due: 3600000,
    paid: 3600000,
    refunded: 0,
    returned: 2160000,
    owed: 0,
    payMode: K.feePayMode.tax,
  },
};
