import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import {
  closingBalance,
  financeLinesSheet,
  financeSlot,
  lineTotal,
  moneyColumn,
  priorFiguresOf,
  subjectKey,
  subjectLines,
} from './finance-parts';
import { field, maxLen, min, minLen, notAbove, notInFuture, personName, required, requiredSlot, section, unionCode } from './group-b-parts';

const budget = moneyColumn('budget', '本年预算数', 'Budget');

/**
 * 工会经费预算 (docs/forms/group-d.md "finance2"): a grassroots union's annual budget by union
 * accounting subject, one per union and year (R-YEAR1), reviewed by its higher union beside last
 * year's approved budget (`priorFigures`) and printed as the federation's 预算表 (`linesSheet`).
 */
export const finance2: ModuleEntry = {
  key: 'finance2',
  group: 'D',
  title: { zh: '工会经费预算', en: 'Annual funds budget' },
  titleField: 'year',
  route: '/myunion/payments/fin2/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  // The spec's template calls carry the same form: the budget is not reviewed without its statements.
  aliases: { save: ['saveModel'], submit: ['submitModel'] },
  period: { per: 'year', field: 'year' },
  // The reviewer reads each line beside last year's approved budget.
  priorFigures: priorFiguresOf({ back: 1, column: 'budget' }),
  sections: [
    section('union', '工会信息', 'Union'),
    section('base', '编制依据', 'Basis'),
    section('income', '收入预算', 'Income'),
    section('expense', '支出预算', 'Expense'),
    section('assets', '年初资产负债', 'Opening position'),
    section('explain', '预算说明', 'Notes'),
    section('audit', '经费审查', 'Review committee'),
    section('contact', '编制人', 'Preparer'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [required, unionCode], { section: 'union', prefill: 'uscc', readOnly: true }),
    // A budget is made before its year (《工会法》第四十五条): this year or the next.
    field('year', 'integer', '预算年度', 'Budget year', [required, min(2000), { rule: 'notAfterThisYear', offset: -1 }], {
      section: 'base',
      listed: true,
    }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(1), notAbove('staffCount')], {
      section: 'base',
      prefill: 'memberCount',
    }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'base', prefill: 'staffCount' }),
    field('payrollTotal', 'money', '全年职工工资总额(元)', 'Annual payroll', [required, min(1)], { section: 'base', listed: true }),
    // R-2PCT: 《工会法》第四十三条, 2 % of the payroll of all staff, rounded half up to the fen.
    field('fundsDue', 'money', '应拨缴工会经费(元)', 'Funds due (2 %)', [], {
      section: 'base',
      readOnly: true,
      computed: { from: 'payrollTotal', num: 2, den: 100 },
      help: { zh: '全年职工工资总额的2%(《工会法》第四十三条)', en: '2 % of the annual payroll (Trade Union Law art. 43)' },
    }),
    field('fundsShare', 'dict', '经费分成方式', 'Grassroots share', [required], { section: 'base', dict: 'funds_share_rule' }),
    field('openingBalance', 'money', '上年结余(元)', 'Opening balance', [required, min(0)], { section: 'base' }),
    // R-SHARE: line 402 is the grassroots share of the funds due (全总 practice, 60 % or the 100 % full return).
    subjectLines('incomeLines', '收入预算', 'Income budget', ['4'], [budget], {
      section: 'income',
      rules: [{ rule: 'lineShareOf', line: '402', column: 'budget', of: 'fundsDue', percentFrom: 'fundsShare' }],
    }),
    lineTotal('totalIncome', '收入合计(元)', 'Total income', 'incomeLines', 'budget', 'income'),
    subjectLines('expenseLines', '支出预算', 'Expense budget', ['5'], [budget], { section: 'expense' }),
    // R-NODEF: 《基层工会经费收支管理办法》 收支平衡，不列赤字.
    lineTotal('totalExpense', '支出合计(元)', 'Total expense', 'expenseLines', 'budget', 'expense', [
      { rule: 'notAbove', field: 'totalIncome', plus: 'openingBalance' },
    ]),
    closingBalance('预计年末结余(元)', 'Expected closing balance', 'expense'),
    // R-ASSETS: 《工会会计制度》 资产 = 负债 + 净资产, and 321 工会资金结余 is the opening balance.
    field(
      'assetLines',
      'moneyLines',
      '年初资产负债情况',
      'Opening assets and liabilities',
      [
        {
          rule: 'balances',
          column: 'start',
          where: ['1'],
          plus: [
            { sumOf: 'assetLines', column: 'start', where: ['2'] },
            { sumOf: 'assetLines', column: 'start', where: ['3'] },
          ],
        },
        { rule: 'lineShareOf', line: '321', column: 'start', of: 'openingBalance', percent: 100 },
      ],
      {
        section: 'assets',
        lines: {
          key: subjectKey(['1', '2', '3']),
          columns: [moneyColumn('start', '年初数', 'Opening')],
          preset: ['101', '102', '141', '161', '221', '225', '301', '321'],
        },
      },
    ),
    field('budgetNote', 'textarea', '预算编制说明', 'Notes on the budget', [required, minLen(20), maxLen(2000)], { section: 'explain' }),
    // R-AUDIT: 《工会法》第四十五条, the review committee reviews the budget before it is filed.
    field('auditOpinion', 'textarea', '经费审查委员会审查意见', "Review committee's opinion", [required, maxLen(1000)], {
      section: 'audit',
    }),
    field('auditChair', 'text', '经审会主任', 'Committee chair', personName, { section: 'audit', prefill: 'auditChairName' }),
    field('adoptedDate', 'date', '工会委员会审议通过日期', 'Adopted by the committee', [required, notInFuture], { section: 'audit' }),
    field('preparer', 'text', '编制人', 'Prepared by', personName, { section: 'contact' }),
    field('preparerMobile', 'mobile', '编制人手机', "Preparer's mobile", [required], { section: 'contact' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(financeSlot('decision', '委员会决议', "Committee's resolution")),
        requiredSlot(financeSlot('audit', '经审会审查意见', "Review committee's opinion")),
        financeSlot('explain', '预算说明', 'Budget notes'),
      ],
    }),
  ],
  document: {
    title: { zh: '基层工会经费预算审批表', en: 'Grassroots union budget approval form' },
    ledger: ['year', 'payrollTotal', 'fundsDue', 'totalIncome', 'totalExpense', 'closingBalance', 'preparer'],
    totals: ['payrollTotal', 'fundsDue', 'totalIncome', 'totalExpense', 'closingBalance'],
    linesSheet: financeLinesSheet('年度工会经费收支预算表', 'union funds budget', ['incomeLines', 'expenseLines', 'assetLines']),
  },
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    uscc: '81110108MC0012345A',
    year: 2026,
    memberCount: 96,
    staffCount: 120,
    payrollTotal: 2160000000,
    fundsDue: 43200000,
    fundsShare: '60',
    openingBalance: 12000000,
    incomeLines: [
      { code: '401', budget: 8640000 },
      { code: '402', budget: 25920000 },
      { code: '403', budget: 2000000, note: '区总工会职工之家建设补助' },
      { code: '405', budget: 5000000 },
      { code: '408', budget: 120000 },
    ],
    totalIncome: 41680000,
    expenseLines: [
      { code: '501', budget: 27900000 },
      { code: '50101', budget: 3000000 },
      { code: '50102', budget: 9000000 },
      { code: '50103', budget: 1000000 },
      { code: '50104', budget: 14400000 },
      { code: '50105', budget: 500000 },
      { code: '502', budget: 4800000 },
      { code: '50201', budget: 300000 },
      { code: '50202', budget: 800000 },
      { code: '50203', budget: 200000, note: '新设职工法律咨询服务' },
      { code: '50204', budget: 2000000 },
      { code: '50205', budget: 1500000 },
      { code: '503', budget: 2200000 },
      { code: '50301', budget: 1200000 },
      { code: '50302', budget: 300000 },
      { code: '50303', budget: 600000 },
      { code: '50304', budget: 100000 },
      { code: '505', budget: 3000000, note: '职工书屋及爱心妈咪小屋设备购置' },
      { code: '508', budget: 500000 },
    ],
    totalExpense: 38400000,
    closingBalance: 15280000,
    assetLines: [
      { code: '102', start: 12600000 },
      { code: '161', start: 1800000 },
      { code: '221', start: 600000 },
      { code: '301', start: 1800000 },
      { code: '321', start: 12000000 },
    ],
    budgetNote: '2026年预算按全年工资总额2160万元编制，拨缴经费按应拨缴额的60%留成；资本性支出增加用于职工书屋和爱心妈咪小屋设备购置。',
    auditOpinion: '经审查，预算编制符合《基层工会经费收支管理办法》规定，收支平衡，同意提交。',
    auditChair: '王建华',
    adoptedDate: '2025-12-18',
    preparer: '孙丽',
    preparerMobile: '13622223333',
    files: { decision: ['910002'], audit: ['910003'], explain: [] },
  },
};
