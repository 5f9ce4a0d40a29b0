import { surveySender } from '../flow/survey-sender';
import { fundsAuditAnswers } from '../questionnaire/funds-audit-set';
import type { ModuleEntry } from '../types';
import { campaignIdField } from './campaign-field';
import { closingBalance, financeLinesSheet, financeSlot, lineTotal, moneyColumn, subjectLines } from './finance-parts';
import { field, maxLen, min, personName, required, requiredSlot, requiredWhen, section } from './group-b-parts';

const actual = moneyColumn('actual', '实际数', 'Actual');
const issuesFound = { field: 'hasIssues', equals: ['1'], means: { zh: '发现问题', en: 'issues were found' } };

/**
 * 工会经费审查调查 (docs/forms/group-d.md "finance6"): a higher union's 经费审查委员会 sends a funds audit
 * survey (the `fundsaudit` question set) to chosen unions below it as a campaign (`sendOut` to
 * `unions`); each union answers with its figures by subject, the questions, the issues it found and
 * what it corrected, one answer per union and survey (`period` by `surveyId`), reviewed by the union
 * that sent the survey (`survey-sender`). `finup` saves the finance section alone (`sectionCalls`).
 */
export const finance6: ModuleEntry = {
  key: 'finance6',
  group: 'D',
  title: { zh: '工会经费审查调查', en: 'Funds audit survey' },
  titleField: 'unionName',
  route: '/myunion/payments/fin6/form',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: surveySender,
  calls: ['page', 'detail', 'save', 'submit', 'resubmit', 'uploads', 'review', 'downloadfile'],
  questionnaire: { setKey: 'fundsaudit' },
  sendOut: {
    audiences: ['unions'],
    campaignField: 'surveyId',
    senderField: 'surveyUnion',
    calls: { campaign: 'getSurveyById' },
    yearField: 'year',
  },
  period: { per: 'call', field: 'surveyId', scope: 'campaign' },
  // The accountant corrects the figures while someone else writes the findings.
  sectionCalls: { finup: 'finance' },
  sections: [
    section('survey', '审查调查', 'Survey'),
    section('union', '工会信息', 'Union'),
    section('finance', '经费收支', 'Funds'),
    section('review', '经费审查', 'Review'),
    section('contact', '填报人', 'Prepared by'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    campaignIdField('surveyId', '调查编号', 'Survey', {
      section: 'survey',
      means: { zh: '调查编号', en: 'a survey number' },
      from: { zh: '审查调查通知', en: 'the survey’s message' },
    }),
    field('surveyUnion', 'unionPicker', '调查发起单位', 'Sent by', [required], {
      section: 'survey',
      readOnly: true,
      unionKinds: ['launion', 'federation'],
      help: { zh: '发出本次调查的上级工会，由它审核', en: 'The higher union that sent the survey, which reviews the answer' },
    }),
    // The year audited is the campaign's (its sender sets it, this year by default), not the day's.
    field('year', 'integer', '调查年度', 'Year audited', [required, min(2000)], {
      section: 'survey',
      listed: true,
      readOnly: true,
      help: { zh: '本次调查的年度，由调查发起单位确定', en: 'The year of the survey, set by the union that sent it' },
    }),
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('openingBalance', 'money', '年初结余(元)', 'Opening balance', [required, min(0)], { section: 'finance' }),
    subjectLines('incomeLines', '本年收入', 'Income', ['4'], [actual], { section: 'finance' }),
    lineTotal('totalIncome', '收入合计(元)', 'Total income', 'incomeLines', 'actual', 'finance'),
    subjectLines('expenseLines', '本年支出', 'Expense', ['5'], [actual], { section: 'finance' }),
    lineTotal('totalExpense', '支出合计(元)', 'Total expense', 'expenseLines', 'actual', 'finance'),
    closingBalance('年末结余(元)', 'Closing balance', 'finance', true),
    field('fixedAssets', 'money', '固定资产(元)', 'Fixed assets', [required, min(0)], { section: 'finance' }),
    field('hasAuditCommittee', 'dict', '是否成立经费审查委员会', 'Review committee set up', [required], {
      section: 'review',
      dict: 'yes_no',
      prefill: 'auditCommitteeRegistered',
    }),
    field('auditedThisYear', 'dict', '本年是否开展经费审查', 'Audited this year', [required], { section: 'review', dict: 'yes_no' }),
    // "Issues found" as a choice: what the rectification and its evidence depend on, and a ledger column.
    field('hasIssues', 'dict', '是否发现问题', 'Issues found', [required], { section: 'review', dict: 'yes_no', listed: true }),
    field('issuesFound', 'textarea', '发现的问题', 'Issues found', [requiredWhen('hasIssues', '1'), maxLen(2000)], { section: 'review' }),
    field('rectification', 'textarea', '整改情况', 'Corrections made', [requiredWhen('hasIssues', '1'), maxLen(2000)], {
      section: 'review',
    }),
    field('preparer', 'text', '填报人', 'Prepared by', personName, { section: 'contact', listed: true }),
    field('preparerMobile', 'mobile', '填报人手机', "Preparer's mobile", [required], { section: 'contact' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(financeSlot('statements', '财务报表', 'Financial statements')),
        financeSlot('auditReport', '经审会审查报告', "Review committee's report"),
        { ...financeSlot('rectify', '整改说明', 'Corrections report'), requiredWhen: issuesFound },
      ],
    }),
  ],
  document: {
    title: { zh: '工会经费审查调查表', en: 'Funds audit survey form' },
    ledger: ['year', 'totalIncome', 'totalExpense', 'closingBalance', 'hasAuditCommittee', 'hasIssues', 'preparer'],
    totals: ['totalIncome', 'totalExpense', 'closingBalance'],
    linesSheet: financeLinesSheet('工会经费收支情况表', 'union funds income and expense', ['incomeLines', 'expenseLines']),
  },
  // Campaign 30001 sent by 中关村街道工会联合会 (1100) for 2025; the tests name the campaign they send.
  example: {
    surveyId: '30001',
    surveyUnion: '1100',
    year: 2025,
    unionName: '北京智联科技有限公司工会委员会',
    openingBalance: 6228000,
    incomeLines: [
      { code: '401', actual: 8250000 },
      { code: '402', actual: 24300000 },
      { code: '403', actual: 1500000 },
      { code: '405', actual: 5000000 },
      { code: '408', actual: 132000 },
    ],
    totalIncome: 39182000,
    expenseLines: [
      { code: '501', actual: 26000000 },
      { code: '502', actual: 4230000 },
      { code: '503', actual: 1830000 },
      { code: '505', actual: 950000 },
      { code: '508', actual: 400000 },
    ],
    totalExpense: 33410000,
    closingBalance: 12000000,
    fixedAssets: 1800000,
    hasAuditCommittee: '1',
    auditedThisYear: '1',
    hasIssues: '1',
    questionSetVersion: 1,
    answers: fundsAuditAnswers,
    issuesFound: '个别活动支出报销凭证缺少参加人员签字名单。',
    rectification: '已补齐签字名单，并修订《工会经费报销管理规定》。',
    preparer: '孙丽',
    preparerMobile: '13622223333',
    files: { statements: ['910012'], auditReport: [], rectify: ['910013'] },
  },
};
