import { parentOnly } from '../flow/parent-only';
import type { LinesDef, ModuleEntry } from '../types';
import { campaignIdField } from './campaign-field';
import { closingBalance, financeLinesSheet, financeSlot, lineTotal, moneyColumn, priorFiguresOf, subjectLines } from './finance-parts';
import { field, maxLen, min, minLen, personName, required, requiredSlot, section, unionCode } from './group-b-parts';

// The approved budget of the year, written by the server: a union cannot restate it in its final accounts.
const budget = moneyColumn('budget', '预算数', 'Budget', { serverFilled: { module: 'finance2', yearField: 'year', column: 'budget' } });
const actual = moneyColumn('actual', '决算数', 'Actual');
// R-REPORT: 决算说明 explains a line more than 10 % off its budget (the spec's figure, to confirm).
const deviations: Partial<LinesDef> = { noteWhen: { deviates: { column: 'actual', from: 'budget', percent: 10 } } };

/**
 * 工会财务决算报告 (docs/forms/group-d.md "finance7"): a union's actual income and expense of a past
 * year by union accounting subject, beside its approved budget (finance2, `serverFilled`), audited by
 * its review committee (R-AUDIT), reviewed by its higher union beside last year's final accounts
 * (`priorFigures`) and printed as the federation's 决算表 (`linesSheet`). Filed to the higher union's
 * call for reports (决算通知: a `sendOut` campaign without questions, `sid` naming it), one report per
 * union and call (`period` by `sid`), of the call's year (`yearField`).
 */
export const finance7: ModuleEntry = {
  key: 'finance7',
  group: 'D',
  title: { zh: '工会财务决算报告', en: 'Annual final accounts' },
  titleField: 'year',
  route: '/myunion/fin7/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  // The higher union's 决算通知: a call for reports, no question set; the call's results list who filed.
  sendOut: {
    audiences: ['unions'],
    campaignField: 'sid',
    calls: { campaign: 'campaign/invited' },
    yearField: 'year',
    withoutQuestions: true,
    // 决算 reports a year that has ended (《会计法》第十一条: the accounting year is the calendar year).
    endedYear: true,
  },
  period: { per: 'call', field: 'sid', scope: 'campaign' },
  // The reviewer reads each line's actual beside last year's approved actual.
  priorFigures: priorFiguresOf({ back: 1, column: 'actual' }),
  sections: [
    section('call', '决算通知', 'Call for reports'),
    section('union', '工会信息', 'Union'),
    section('balance', '结余', 'Balance'),
    section('income', '收入决算', 'Income'),
    section('expense', '支出决算', 'Expense'),
    section('explain', '决算说明', 'Notes'),
    section('audit', '经费审查', 'Review committee'),
    section('contact', '编制人', 'Preparer'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    campaignIdField('sid', '决算通知编号', 'Call for reports', {
      section: 'call',
      means: { zh: '决算通知编号', en: 'a call number' },
      from: { zh: '决算通知', en: 'the call’s message' },
    }),
    // The year reported is the call's (its sender sets it when sending), not one of the union's choosing.
    field('year', 'integer', '决算年度', 'Year reported', [required, min(2000)], {
      section: 'call',
      listed: true,
      readOnly: true,
      help: { zh: '本次决算通知的年度，由上级工会确定', en: 'The year of the call, set by the higher union that sent it' },
    }),
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [required, unionCode], { section: 'union', prefill: 'uscc', readOnly: true }),
    field('openingBalance', 'money', '年初结余(元)', 'Opening balance', [required, min(0)], {
      section: 'balance',
      help: { zh: '上年决算批准的年末结余', en: "last year's approved closing balance" },
    }),
    subjectLines('incomeLines', '收入决算', 'Income', ['4'], [budget, actual], { section: 'income', lines: deviations }),
    lineTotal('totalIncome', '收入合计(元)', 'Total income', 'incomeLines', 'actual', 'income'),
    subjectLines('expenseLines', '支出决算', 'Expense', ['5'], [budget, actual], { section: 'expense', lines: deviations }),
    lineTotal('totalExpense', '支出合计(元)', 'Total expense', 'expenseLines', 'actual', 'expense'),
    closingBalance('年末结余(元)', 'Closing balance', 'expense', true),
    field('reportNote', 'textarea', '决算说明', 'Notes on the accounts', [required, minLen(20), maxLen(3000)], { section: 'explain' }),
    // R-AUDIT: 《工会法》第四十五条, the review committee reviews the final accounts before they are filed.
    field('auditOpinion', 'textarea', '经费审查委员会审查意见', "Review committee's opinion", [required, maxLen(1000)], {
      section: 'audit',
    }),
    field('auditChair', 'text', '经审会主任', 'Committee chair', personName, { section: 'audit', prefill: 'auditChairName' }),
    field('preparer', 'text', '编制人', 'Prepared by', personName, { section: 'contact' }),
    field('chair', 'text', '工会主席', 'Union chair', personName, { section: 'contact', prefill: 'chairName' }),
    field('preparerMobile', 'mobile', '编制人手机', "Preparer's mobile", [required], { section: 'contact' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(financeSlot('statements', '决算报表', 'Statements')),
        financeSlot('explain', '决算说明', 'Notes on the accounts'),
        requiredSlot(financeSlot('audit', '经审会审查报告', "Review committee's report")),
      ],
    }),
  ],
  document: {
    title: { zh: '基层工会财务决算报告审批表', en: 'Grassroots union final accounts approval form' },
    ledger: ['year', 'totalIncome', 'totalExpense', 'closingBalance', 'preparer'],
    totals: ['totalIncome', 'totalExpense', 'closingBalance'],
    linesSheet: financeLinesSheet('年度工会经费收支决算表', 'union funds final accounts', ['incomeLines', 'expenseLines']),
  },
  // Call 30002 sent by 中关村街道工会联合会 (1100) for 2025; the tests name the call they send.
  example: {
    sid: '30002',
    year: 2025,
    unionName: '北京智联科技有限公司工会委员会',
    uscc: '81110108MC0012345A',
    openingBalance: 6228000,
    incomeLines: [
      { code: '401', budget: 8100000, actual: 8250000 },
      { code: '402', budget: 24480000, actual: 24300000 },
      { code: '403', budget: 1500000, actual: 1500000 },
      { code: '405', budget: 5000000, actual: 5000000 },
      { code: '408', budget: 110000, actual: 132000, note: '存款利率调整及存款余额增加' },
    ],
    totalIncome: 39182000,
    expenseLines: [
      { code: '501', budget: 26040000, actual: 26000000 },
      { code: '50101', budget: 2800000, actual: 2650000 },
      { code: '50102', budget: 8500000, actual: 8760000 },
      { code: '50103', budget: 900000, actual: 850000 },
      { code: '50104', budget: 13440000, actual: 13440000 },
      { code: '50105', budget: 400000, actual: 300000, note: '部分活动合并开展' },
      { code: '502', budget: 4250000, actual: 4230000 },
      { code: '50201', budget: 250000, actual: 240000 },
      { code: '50202', budget: 700000, actual: 690000 },
      { code: '50204', budget: 1800000, actual: 1800000 },
      { code: '50205', budget: 1500000, actual: 1500000 },
      { code: '503', budget: 1900000, actual: 1830000 },
      { code: '50301', budget: 1000000, actual: 980000 },
      { code: '50302', budget: 300000, actual: 260000, note: '会议从简，部分会议线上召开' },
      { code: '50303', budget: 500000, actual: 500000 },
      { code: '50304', budget: 100000, actual: 90000 },
      { code: '505', budget: 1000000, actual: 950000 },
      { code: '508', budget: 400000, actual: 400000 },
    ],
    totalExpense: 33410000,
    closingBalance: 12000000,
    reportNote: '2025年收入391,820.00元，完成预算的99.98%；支出334,100.00元，完成预算的99.46%；年末结余120,000.00元。',
    auditOpinion: '经审查，决算收支真实、完整，结余准确，同意上报。',
    auditChair: '王建华',
    preparer: '孙丽',
    chair: '张伟',
    preparerMobile: '13622223333',
    files: { statements: ['910015'], explain: [], audit: ['910016'] },
  },
};
