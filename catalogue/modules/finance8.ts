import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { oddNumber, termHelp, termOfThreeOrFive } from './election-fields';
import { financeSlot } from './finance-parts';
import {
  eduColumn,
  field,
  maxItems,
  maxLen,
  min,
  minItems,
  mobileColumn,
  nameColumn,
  nationColumn,
  notInFuture,
  politicalColumn,
  required,
  requiredSlot,
  section,
  sexColumn,
} from './group-b-parts';

const FIN = K.finPosition;
const POST = K.position;

/** R-INDEP: the union's posts whose holders may not sit on its funds review committee, each as its message names it. */
const notOnTheCommittee = [
  { key: POST.chair, means: { zh: '工会主席', en: 'chair' } },
  { key: POST.executiveViceChair, means: { zh: '常务副主席', en: 'executive vice-chair' } },
  { key: POST.viceChair, means: { zh: '副主席', en: 'vice-chair' } },
  { key: POST.financeViceChair, means: { zh: '分管财务副主席', en: 'vice-chair in charge of finances' } },
  { key: POST.financeMember, means: { zh: '财务委员', en: 'finance member' } },
  { key: POST.accountant, means: { zh: '会计', en: 'accountant' } },
  { key: POST.cashier, means: { zh: '出纳', en: 'cashier' } },
];

/**
 * 经费审查委员会备案 (docs/forms/group-d.md "finance8"): the union files its funds review committee,
 * elected with its committee for the same term; on approval it is the union's committee and its
 * chair the name the finance forms prefill (`auditCommitteeRegistered`). One standing record per
 * union, replaced at each term.
 */
export const finance8: ModuleEntry = {
  key: 'finance8',
  group: 'D',
  title: { zh: '经费审查委员会备案', en: 'Funds review committee registration' },
  titleField: 'unionName',
  route: '/myunion/infos/fin8',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/finance8/isSetup',
      summary: { zh: '本会是否已建会并备案经费审查委员会', en: 'Whether the union is set up and its review committee registered' },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'auditCommitteeRegistered' },
  sections: [
    section('union', '工会信息', 'Union'),
    section('election', '选举情况', 'Election'),
    section('members', '组成人员', 'Members'),
    section('approval', '上级批复', "Higher union's reply"),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('electionDate', 'date', '选举日期', 'Elected on', [required, notInFuture], { section: 'election', listed: true }),
    field('electionBody', 'dict', '选举方式', 'Elected by', [required], { section: 'election', dict: 'election_mode' }),
    // R-TERM: 《工会法》第十五条, the committee's term (3 or 5 years), which the review committee shares.
    field('term', 'dateRange', '任期', 'Term', [required, termOfThreeOrFive], {
      section: 'election',
      listed: true,
      help: termHelp,
    }),
    field(
      'members',
      'rows',
      '经费审查委员会组成人员',
      'Members',
      [
        required,
        // R-COMM: at least 3, an odd number, exactly one 主任 (章程; 《基层工会经费审查委员会工作规则》).
        minItems(3),
        maxItems(15),
        oddNumber,
        { rule: 'rowsWith', column: 'position', value: FIN.head, count: 1, valueLabel: { zh: '主任', en: 'Director' } },
        {
          rule: 'rowsWith',
          column: 'position',
          value: FIN.deputy,
          count: 2,
          atMost: true,
          valueLabel: { zh: '副主任', en: 'Deputy director' },
        },
        // R-FEMALE: a union with women members has a woman on the committee that reviews its funds.
        {
          rule: 'rowsWith',
          column: 'sex',
          value: K.sex.female,
          count: 1,
          atLeast: true,
          valueLabel: { zh: '女', en: 'Female' },
          whenAtLeast: { field: 'femaleMembers', value: 1, means: { zh: '本会有女会员', en: 'a union with women members' } },
        },
        { rule: 'rowsNotAbove', field: 'memberCount', exactly: true },
        // R-INDEP: those who run the union do not sit on the committee that reviews its money (全总's rules
        // for 经审会: its chair and vice-chairs, and the finance staff).
        { rule: 'notSittingAs', column: 'name', positions: notOnTheCommittee },
      ],
      {
        section: 'members',
        columns: [
          nameColumn(),
          sexColumn(),
          nationColumn(),
          eduColumn(),
          politicalColumn(),
          field('position', 'dict', '职务', 'Post', [required], { dict: 'launtion_fin_position' }),
          field('job', 'text', '工作单位及职务', 'Employer and post', [maxLen(60)]),
          mobileColumn(),
        ],
      },
    ),
    field('memberCount', 'integer', '委员人数', 'Members counted', [required, min(3)], { section: 'members', listed: true }),
    // The union's own figure (我的工会 · 会员及委员会), read by R-FEMALE; a union that never gave it is not held to the rule.
    field('femaleMembers', 'integer', '本会女会员人数', "The union's women members", [min(0)], {
      section: 'members',
      prefill: 'femaleMembers',
      readOnly: true,
    }),
    field('approvalNo', 'text', '上级工会批复文号', "Higher union's reply no.", [maxLen(40)], { section: 'approval' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(financeSlot('result', '选举结果报告', 'Election result report')),
        financeSlot('minutes', '选举会议记录', 'Election minutes'),
        financeSlot('reply', '上级批复', "Higher union's reply"),
      ],
    }),
  ],
  document: {
    title: { zh: '基层工会经费审查委员会备案表', en: 'Funds review committee registration form' },
    ledger: ['electionDate', 'term', 'memberCount', 'approvalNo'],
    totals: ['memberCount'],
  },
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    electionDate: '2024-05-16',
    electionBody: K.electionMode.memberAssembly,
    term: { start: '2024-05-16', end: '2029-05-15' },
    members: [
      member('王建华', K.sex.male, K.eduLevel.bachelor, K.political.party, FIN.head, '北京智联科技有限公司财务部副经理', '13911020387'),
      member('李秀梅', K.sex.female, K.eduLevel.bachelor, K.political.masses, FIN.deputy, '北京智联科技有限公司审计专员', '13801234567'),
      member('赵明', K.sex.male, K.eduLevel.bachelor, K.political.masses, FIN.member, '北京智联科技有限公司研发工程师', '15810102233'),
      member('陈静', K.sex.female, K.eduLevel.master, K.political.party, FIN.member, '北京智联科技有限公司人事专员', '18612345678'),
      member('刘晓东', K.sex.male, K.eduLevel.bachelor, K.political.masses, FIN.member, '北京智联科技有限公司行政主管', '13700001111'),
    ],
    memberCount: 5,
    approvalNo: '',
    files: { result: ['910014'], minutes: [], reply: [] },
  },
};

/** One member row of the example, with the national-standard keys group B seeds. */
function member(name: string, sex: string, edu: string, political: string, position: string, job: string, mobile: string) {
  return { name, sex, nation: K.nation.han, edu, political, position, job, mobile };
}
