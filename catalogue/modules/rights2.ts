import { relief } from '../flow/relief';
import type { ModuleEntry } from '../types';
import { field, max, maxLen, min, minLen, notAbove, notInFuture, required, requiredSlot, section, slot } from './group-b-parts';
import { employerFields, memberFields, memberMobile, memberOnly, payeeFields, personalSlot, unionOpinion } from './rights-parts';

/**
 * 临时救助申请 (rights2): the enterprise union asks a one-off relief for a member's household hit by a
 * sudden hardship; the launion verifies and decides up to ¥2,000, the federation above it, setting
 * 核定金额 (docs/forms/group-c-rights.md "rights2"). Approved, the relief is recorded against the
 * member (`recordAssistance`, RL-once reads it) and paid as follow-up rows (RL-paid).
 */
export const rights2: ModuleEntry = {
  key: 'rights2',
  group: 'C',
  title: { zh: '临时救助申请', en: 'Temporary emergency relief' },
  titleField: 'memberName',
  route: '/protection/salvation',
  starters: ['corp'],
  draftTtlDays: 30,
  flowModel: relief,
  sections: [
    section('member', '救助对象', 'Member'),
    section('case', '救助事由', 'Case'),
    section('household', '家庭情况', 'Household'),
    section('request', '救助金额', 'Amount'),
    section('payee', '收款账户', 'Payee'),
    section('opinion', '基层工会意见', "Union's opinion"),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    ...memberFields(),
    memberMobile(),
    field('isMember', 'dict', '是否工会会员', 'Union member', [required, memberOnly], { section: 'member', dict: 'yes_no' }),
    ...employerFields('member'),
    field('cause', 'dict', '救助事由', 'Cause', [required], { section: 'case', dict: 'relief_cause', listed: true }),
    field('occurredOn', 'date', '发生日期', 'Happened on', [required, notInFuture, { rule: 'withinPast', days: 180 }], {
      section: 'case',
      listed: true,
    }),
    field('description', 'textarea', '困难情况说明', 'What happened', [required, minLen(50), maxLen(800)], {
      section: 'case',
      personal: 'private',
    }),
    field('householdSize', 'integer', '家庭共同生活人口', 'Household size', [required, min(1), max(20)], { section: 'household' }),
    field('monthlyIncome', 'money', '家庭月收入(元)', 'Household income a month', [required, min(0)], { section: 'household' }),
    field('incomePerHead', 'money', '家庭月人均收入(元)', 'Income per head a month', [], {
      section: 'household',
      readOnly: true,
      listed: true,
      computed: { perHead: { of: 'monthlyIncome', over: 'householdSize' } },
    }),
    field('spending', 'money', '因此产生的支出(元)', 'Costs caused', [required, min(0)], { section: 'household' }),
    field('otherAid', 'money', '已获其他救助或赔付(元)', 'Other help received', [required, min(0)], { section: 'household' }),
    // RL-cap: at most the federation's cap per relief of the year.
    field(
      'amountRequested',
      'money',
      '申请救助金额(元)',
      'Amount asked (yuan)',
      [required, min(10000), { rule: 'yearSetting', setting: 'relief_cap', op: 'atMost' }],
      {
        section: 'request',
        listed: true,
      },
    ),
    field('approvedAmount', 'money', '核定救助金额(元)', 'Amount approved (yuan)', [min(10000), notAbove('amountRequested')], {
      section: 'request',
      listed: true,
      help: { zh: '由审批单位核定', en: 'Set by the deciding reviewer' },
    }),
    ...payeeFields(),
    unionOpinion(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('request', '救助申请书（本人签字）', 'Request signed by the member')),
        personalSlot('idcopy', '身份证复印件', 'ID card copy'),
        requiredSlot(personalSlot('proof', '困难证明（诊断证明、事故或受灾证明、死亡证明等）', 'Proof of the hardship')),
        personalSlot('income', '家庭收入证明', 'Household income proof'),
        requiredSlot(personalSlot('consent', '个人信息授权同意书', 'Consent to the personal data')),
      ],
    }),
  ],
  effects: { onApproved: 'recordAssistance' },
  followUps: {
    dict: 'relief_followup',
    kinds: {
      paid: {
        label: { zh: '发放', en: 'Paid' },
        writers: ['reviewer'],
        needs: ['amount', 'outcome', 'file'],
        outcomeDict: 'relief_pay_method',
        dueAfter: { days: 7, from: 'approved' },
      },
      visit: { label: { zh: '回访', en: 'Visit' }, writers: ['applicant'], needs: ['note'] },
      close: { label: { zh: '结案', en: 'Closed' }, writers: ['reviewer'] },
      correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer', 'applicant'], needs: ['note'] },
    },
    closing: ['close'],
    correction: 'correction',
    // RL-paid: the payments add up to at most the approved amount.
    rules: [{ rule: 'sumNotAbove', kind: 'paid', field: 'approvedAmount' }],
  },
  example: {
    memberName: '周涛',
    memberIdCard: '110108198802211511',
    memberSex: '1',
    memberMobile: '13811112222',
    isMember: '1',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    cause: '1',
    occurredOn: '2026-10-08',
    description:
      '职工周涛之妻于2026年10月8日突发脑出血入院手术，术后转入重症监护，医保报销后个人自付医疗费用已超过8万元，家庭主要收入仅周涛一人工资，另有一名小学在读子女，生活陷入暂时困难。',
    householdSize: 3,
    monthlyIncome: 820000,
    incomePerHead: 273333,
    spending: 8360000,
    otherAid: 1000000,
    amountRequested: 500000,
    bankName: '中国工商银行北京中关村支行',
    bankAccount: '6222020200112345678',
    accountHolder: '周涛',
    unionOpinion: '经本会入户走访核实，情况属实，同意申请临时救助。',
    files: { request: ['900411'], proof: ['900412'], consent: ['900413'] },
  },
  approvalExample: { approvedAmount: 400000 },
};
