import { hardship } from '../flow/hardship';
import type { FieldDef, FieldRule, ModuleEntry } from '../types';
import {
  field,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notInFuture,
  personName,
  required,
  requiredSlot,
  requiredWhen,
  section,
  slot,
} from './group-b-parts';
import { employerFields, memberFields, memberMobile, payeeFields, personalSlot, unionOpinion } from './rights-parts';

/** One person of the household: no ID number (PD-6); the health column private (PD-3). */
const householdColumns = (): FieldDef[] => [
  field('name', 'text', '姓名', 'Name', personName),
  field('relation', 'dict', '与职工关系', 'Relation', [required], { dict: 'family_relation' }),
  field('birthYear', 'integer', '出生年份', 'Year of birth', [required, min(1900), { rule: 'notAfterThisYear' }]),
  field('work', 'dict', '就业(就学)状况', 'Work or school', [required], { dict: 'work_status' }),
  field('health', 'dict', '健康状况', 'Health', [required], { dict: 'health_status', personal: 'private' }),
  field('annualIncome', 'money', '年收入(元)', 'Income a year (yuan)', [required, min(0)]),
];

/**
 * HS-category: 深度困难 (1) with the monthly income per head at most the year's 低保, 相对困难 (2) at
 * most its multiple; 意外致困 (3) needs its date instead (a rule of `accidentDate`).
 */
const categoryTests: FieldRule[] = [
  {
    rule: 'yearSetting',
    setting: 'subsistence_standard',
    op: 'atMost',
    of: 'perHeadMonthly',
    when: { field: 'category', equals: ['1'], means: { zh: '深度困难', en: 'deep hardship' } },
  },
  {
    rule: 'yearSetting',
    setting: 'subsistence_standard',
    times: 'relative_hardship_multiplier',
    op: 'atMost',
    of: 'perHeadMonthly',
    when: { field: 'category', equals: ['2'], means: { zh: '相对困难', en: 'relative hardship' } },
  },
];

/**
 * 困难职工帮扶申请 (rights3): the enterprise union files a member in lasting hardship with the household
 * and its income; the launion verifies it at home, the federation's 帮扶中心 puts the case on file or
 * declines it (no return: the spec gives submit only). On file, help, visits and the yearly review are
 * follow-up rows (docs/forms/group-c-rights.md "rights3"; `fileHardship`, HS-on-file).
 */
export const rights3: ModuleEntry = {
  key: 'rights3',
  group: 'C',
  title: { zh: '困难职工帮扶申请', en: 'Hardship help' },
  titleField: 'memberName',
  route: '/protection/help',
  starters: ['corp'],
  draftTtlDays: 30,
  flowModel: hardship,
  // The spec's four calls, and the files' getid and uploads the form needs (beyond calls.tsv).
  calls: ['page', 'detail', 'submit', 'downloadfile', 'getid', 'uploads'],
  sections: [
    section('member', '职工信息', 'Member'),
    section('case', '困难情况', 'Hardship'),
    section('household', '家庭成员', 'Household'),
    section('income', '家庭收入', 'Income'),
    section('help', '申请帮扶', 'Help asked'),
    section('payee', '收款账户', 'Payee'),
    section('opinion', '核实与评议', 'Visit and review'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    ...memberFields(),
    field('memberPolitical', 'dict', '政治面貌', 'Political status', [], { section: 'member', dict: 'political' }),
    memberMobile(),
    field('isMember', 'dict', '是否工会会员', 'Union member', [required], { section: 'member', dict: 'yes_no' }),
    field('modelWorker', 'dict', '是否劳动模范', 'Model worker', [required], { section: 'member', dict: 'yes_no' }),
    ...employerFields('member'),
    field('category', 'dict', '困难类别', 'Category', [required, ...categoryTests], {
      section: 'case',
      dict: 'hardship_category',
      listed: true,
    }),
    field('causes', 'dictMulti', '致困原因', 'Causes', [required, minItems(1)], { section: 'case', dict: 'hardship_cause', listed: true }),
    field('accidentDate', 'date', '致困事件发生日期', 'Accident date', [requiredWhen('category', '3'), notInFuture], { section: 'case' }),
    field('situation', 'textarea', '家庭困难情况', "The household's situation", [required, minLen(100), maxLen(1500)], {
      section: 'case',
      personal: 'private',
    }),
    field(
      'household',
      'rows',
      '家庭成员',
      'Household',
      [
        required,
        minItems(1),
        maxItems(20),
        { rule: 'rowsWith', column: 'relation', value: '0', count: 1, valueLabel: { zh: '本人', en: 'The worker' } },
      ],
      { section: 'household', columns: householdColumns(), rowsImport: true },
    ),
    field('annualIncome', 'money', '家庭年可支配收入(元)', 'Household income a year', [], {
      section: 'income',
      readOnly: true,
      computed: { sumOf: 'household', column: 'annualIncome' },
    }),
    field('hardshipSpending', 'money', '因困刚性支出(元/年)', 'Necessary costs of the hardship', [required, min(0)], { section: 'income' }),
    field('perHeadMonthly', 'money', '家庭月人均收入(元)', 'Income per head a month', [], {
      section: 'income',
      readOnly: true,
      listed: true,
      computed: { perHead: { of: 'annualIncome', less: 'hardshipSpending', over: 'household', monthly: true } },
    }),
    field('localMinimum', 'money', '当地最低生活保障标准(元/人/月)', 'Local minimum a month', [min(0)], {
      section: 'income',
      readOnly: true,
      serverFilled: { setting: 'subsistence_standard' },
      help: { zh: '总工会年度标准设置中的最低生活保障标准', en: "The federation's subsistence minimum for the year" },
    }),
    field('helpTypes', 'dictMulti', '申请帮扶事项', 'Help asked', [required, minItems(1)], {
      section: 'help',
      dict: 'hardship_help_type',
      listed: true,
    }),
    field('amountRequested', 'money', '申请帮扶金额(元)', 'Amount asked (yuan)', [min(0), requiredWhen('helpTypes', '1', '2', '3')], {
      section: 'help',
      listed: true,
    }),
    ...payeeFields(),
    field('visitDate', 'date', '入户走访日期', 'Home visit on', [required, notInFuture, { rule: 'withinPast', days: 90 }], {
      section: 'opinion',
    }),
    field('reviewedBy', 'textarea', '民主评议情况', 'Reviewed in the unit', [required, minLen(4), maxLen(300)], { section: 'opinion' }),
    unionOpinion(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('application', '建档申请表（本人签字）', 'Application signed by the member')),
        requiredSlot(personalSlot('income', '家庭收入证明', 'Household income proof')),
        requiredSlot(personalSlot('proof', '致困证明（病历、残疾证、学籍、失业证明等）', 'Proof of the hardship')),
        personalSlot('residence', '户口簿或居住证明', 'Household register or residence proof'),
        personalSlot('idcopy', '身份证复印件', 'ID card copy'),
        requiredSlot(personalSlot('consent', '个人信息授权同意书', 'Consent to the personal data')),
      ],
    }),
  ],
  effects: { onApproved: 'fileHardship' },
  followUps: {
    dict: 'hardship_followup',
    kinds: {
      help: {
        label: { zh: '帮扶发放', en: 'Help given' },
        writers: ['reviewer'],
        needs: ['amount', 'outcome'],
        outcomeDict: 'hardship_help_type',
      },
      visit: { label: { zh: '走访慰问', en: 'Visit' }, writers: ['reviewer', 'applicant'], needs: ['note'] },
      // HS-yearly: reviewed every year, 12 months after filing or the last review; the review finds the
      // category (the same or another), and the file's category follows.
      review: {
        label: { zh: '年度复核', en: 'Yearly review' },
        writers: ['reviewer'],
        needs: ['note', 'outcome'],
        outcomeDict: 'hardship_category',
        dueAfter: { days: 365, from: 'kind:review' },
        effect: 'reviewHardship',
      },
      // 脱困退档: the file is exited from the row's day, the note its reason.
      exit: { label: { zh: '脱困退档', en: 'Left hardship' }, writers: ['reviewer'], needs: ['note'], effect: 'exitHardship' },
      // A correction voiding the exit puts the file on file again and opens the case (refused while the worker is on
      // file on another record); one voiding a review sets the category back.
      correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer', 'applicant'], needs: ['note'], effect: 'undoEnd' },
    },
    closing: ['exit'],
    correction: 'correction',
  },
  example: {
    memberName: '陈晓燕',
    memberIdCard: '110108199007080422',
    memberSex: '2',
    memberPolitical: '13',
    memberMobile: '13611115555',
    isMember: '1',
    modelWorker: '0',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    category: '1',
    causes: ['2', '5'],
    situation:
      '职工陈晓燕系单亲母亲，独自抚养一名在读小学的女儿；其父亲常年患尿毒症需每周三次透析，母亲无固定收入，一家四口共同生活。家庭收入主要依靠陈晓燕的工资和母亲少量的零工收入，父亲的透析和药品费用在医保报销后每年个人负担仍超过五万元，女儿的课外托管费用也是一笔固定支出。家中现租住在海淀区一处老旧平房，经本会入户走访核实，扣除因病刚性支出后家庭生活十分困难。',
    household: [
      { name: '陈晓燕', relation: '0', birthYear: 1990, work: '1', health: '1', annualIncome: 7800000 },
      { name: '陈国华', relation: '5', birthYear: 1958, work: '5', health: '3', annualIncome: 0 },
      { name: '李秀兰', relation: '5', birthYear: 1961, work: '6', health: '1', annualIncome: 360000 },
      { name: '陈思雨', relation: '3', birthYear: 2015, work: '4', health: '1', annualIncome: 0 },
    ],
    annualIncome: 8160000,
    hardshipSpending: 5200000,
    perHeadMonthly: 61667,
    localMinimum: 145000,
    helpTypes: ['1', '2', '3'],
    amountRequested: 1000000,
    bankName: '中国建设银行北京海淀支行',
    bankAccount: '6217000010012345678',
    accountHolder: '陈晓燕',
    visitDate: '2026-11-05',
    reviewedBy: '2026年11月9日经工会委员会评议，并在本单位公示五个工作日，无异议。',
    unionOpinion: '经入户走访和民主评议，情况属实，同意申报深度困难职工建档。',
    files: { application: ['900421'], income: ['900422'], proof: ['900423'], consent: ['900424'] },
  },
};
