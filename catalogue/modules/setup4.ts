import { parentFinanceThenFederationFinance } from '../flow/parent-finance-then-federation-finance';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { accountNo, field, maxLen, min, personName, required, section, slot, unionCode } from './group-b-parts';

/** The monthly due: 2 % of the monthly payroll of all staff, in fen, rounded half up to the fen. */
const ALLOCATION = { from: 'payrollMonthly', num: 2, den: 100 };

/**
 * 工会经费登记: the new union registers its funds account and the payroll base of the 2 % allocation
 * (《工会法》第四十三条: 按每月全部职工工资总额的百分之二), so the finance modules know where the
 * grassroots share is paid back. Approved, it is the union's funds registration (`registerFunds`).
 */
export const setup4: ModuleEntry = {
  key: 'setup4',
  group: 'B',
  title: { zh: '工会经费登记', en: 'Funds registration' },
  titleField: 'unionName',
  route: '/setup/setup4/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentFinanceThenFederationFinance,
  calls: ['submit', 'save', 'resubmit', 'uploads', 'detail', 'review', 'downloadfile'],
  effects: { onApproved: 'registerFunds' },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/setup4/basedata',
      summary: { zh: '本会基础数据(名称、代码、单位、上级工会)', en: "The union's base data (name, code, employer, higher union)" },
      permission: 'view',
    },
  ],
  sections: [
    section('union', '工会信息', 'Union'),
    section('account', '经费账户', 'Funds account'),
    section('base', '拨缴基数', 'Allocation base'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union name', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('uscc', 'uscc', '工会统一社会信用代码', "Union's credit code", [required, unionCode], {
      section: 'union',
      prefill: 'uscc',
      readOnly: true,
    }),
    field('bankName', 'text', '开户银行', 'Bank', [required, maxLen(100)], { section: 'account' }),
    field('accountName', 'text', '账户名称', 'Account name', [required, maxLen(100), { rule: 'sameAs', field: 'unionName' }], {
      section: 'account',
      // The holder is the union itself: the console starts from its name, the check refuses any other (an employer's account).
      prefill: 'unionName',
      help: {
        zh: '须为工会自己的账户(户名与工会名称一致)，不得使用单位账户',
        en: "The union's own account (held in the union's name), never the employer's",
      },
    }),
    field('accountNo', 'text', '银行账号', 'Account number', [required, accountNo], { section: 'account' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'base' }),
    field('payrollMonthly', 'money', '月全部职工工资总额(元)', 'Monthly payroll of all staff (yuan)', [required, min(1)], {
      section: 'base',
    }),
    field('dueMonthly', 'money', '月应拨缴经费(元)', 'Monthly allocation due (yuan)', [min(0)], {
      section: 'base',
      readOnly: true,
      computed: ALLOCATION,
      help: {
        zh: '按月全部职工工资总额的2%计算，四舍五入到分(《工会法》第四十三条)',
        en: '2 % of the monthly payroll of all staff, rounded to the fen (Trade Union Law art. 43)',
      },
    }),
    field('payMode', 'dict', '拨缴方式', 'Paid through', [required], { section: 'base', dict: 'fee_pay_mode' }),
    field(
      'startMonth',
      'date',
      '起缴月份',
      'First month paid',
      [required, { rule: 'pattern', value: '^\\d{4}-\\d{2}-01$', means: { zh: '月份的第一天', en: 'the first day of a month' } }],
      { section: 'base' },
    ),
    field('financeContact', 'text', '财务联系人', 'Finance contact', personName, { section: 'base' }),
    field('financeMobile', 'mobile', '财务联系人手机', 'Finance contact mobile', [required], { section: 'base' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [slot('account', '开户证明', 'Proof of the account'), slot('certificate', '法人资格证书', 'Legal-person certificate')],
      help: { zh: '两项均为必备材料', en: 'Both are required' },
    }),
  ],
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    uscc: '81110108MC0012345A',
    bankName: '中国工商银行北京中关村支行',
    accountName: '北京智联科技有限公司工会委员会',
    accountNo: '0200004509200654321',
    staffCount: 120,
    payrollMonthly: 180000000,
    dueMonthly: 3600000,
    payMode: K.feePayMode.tax,
    startMonth: '2026-12-01',
    financeContact: '孙丽',
    financeMobile: '13622223333',
    files: {},
  },
};
