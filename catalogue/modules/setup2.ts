import { higherUnionThenFederation } from '../flow/higher-union-then-federation';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  committeeUnionName,
  eduColumn,
  femaleCommitteeColumns,
  field,
  finCommitteeColumns,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  nameColumn,
  nationColumn,
  notAbove,
  notInFuture,
  oneChair,
  politicalColumn,
  positionColumn,
  required,
  requiredSlot,
  section,
  sexColumn,
  slot,
  votesColumn,
} from './group-b-parts';
import {
  attendanceField,
  committeeSizeByMembers,
  delegateAssemblyFrom100,
  everyRowByMajority,
  oddNumber,
  termHelp,
  termOfThreeOrFive,
  votesNotAbovePresent,
  womenCommitteeHelp,
  womenCommitteeRules,
} from './election-fields';

/**
 * 工会成立申请: the preparatory group held the founding assembly and asks the higher union to approve
 * the elected committees; then the founding papers follow in a document phase of their own.
 */
export const setup2: ModuleEntry = {
  key: 'setup2',
  group: 'B',
  title: { zh: '工会成立申请', en: 'Union set-up application' },
  titleField: 'unionName',
  route: '/setup/setup2/form',
  starters: ['corp'],
  draftTtlDays: 90,
  // The higher union it hangs under approves it (《工会法》第十二条), then the federation.
  flowModel: higherUnionThenFederation,
  // All fifteen standard calls: the default (`calls` absent).
  // The union exists once the application is approved (工会法); the founding papers follow.
  effects: { onStepApproved: { application: 'createUnion' } },
  sections: [
    section('union', '工会基本情况', 'Union'),
    section('assembly', '成立大会', 'Founding assembly'),
    section('committee', '选举结果', 'Elected committees'),
    section('files', '附件', 'Attachments'),
    section('papers', '建会资料', 'Founding papers'),
  ],
  steps: [
    {
      key: 'application',
      title: { zh: '成立申请', en: 'Application' },
      fields: [
        'setup1Id',
        'unionName',
        'higherUnion',
        'meetingKind',
        'meetingDate',
        'staffCount',
        'memberCount',
        'femaleMembers',
        'entitled',
        'attendance',
        'termYears',
        'committee',
        'finCommittee',
        'femaleCommittee',
        'files',
      ],
      calls: { save: 'save', submit: 'submit', resubmit: 'resubmit' },
    },
    {
      key: 'file',
      title: { zh: '建会资料', en: 'Founding papers' },
      fields: ['foundingPapers'],
      calls: { save: 'savefile', submit: 'submitfile', resubmit: 'resubmitfile' },
    },
  ],
  fields: [
    field(
      'setup1Id',
      'text',
      '建会申请编号',
      'Set-up request',
      [required, { rule: 'pattern', value: '^\\d{1,20}$', means: { zh: '建会申请的编号', en: 'the id of the set-up request' } }],
      {
        section: 'union',
        prefill: 'setup1Id',
        readOnly: true,
      },
    ),
    field('unionName', 'text', '工会名称', 'Union name', [required, minLen(4), maxLen(100), ...committeeUnionName], {
      section: 'union',
      listed: true,
      help: {
        zh: '单位全称+工会委员会；联合建会的为“××联合工会委员会”',
        en: "The employer's full name followed by 工会委员会 (a joint union's name ends the same way)",
      },
    }),
    field('higherUnion', 'unionPicker', '上级工会', 'Higher union', [required], {
      section: 'union',
      prefill: 'parentUnion',
      unionKinds: ['launion'],
      help: {
        zh: '批准成立并接纳本会的上级工会(街道、乡镇工会联合会)；本会成立后隶属于它',
        en: 'The union federation that approves the new union and takes it in; the union hangs under it',
      },
    }),
    field('meetingKind', 'dict', '成立大会形式', 'Founding assembly of', [required, delegateAssemblyFrom100], {
      section: 'assembly',
      dict: 'election_mode',
      help: { zh: '会员不足100人的召开会员大会', en: 'A union of under 100 members holds a members assembly' },
    }),
    field('meetingDate', 'date', '成立大会日期', 'Assembly date', [required, notInFuture], { section: 'assembly', listed: true }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'assembly', prefill: 'staffCount' }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(1), notAbove('staffCount')], {
      section: 'assembly',
      listed: true,
    }),
    field('femaleMembers', 'integer', '女会员人数', 'Female members', [required, min(0), notAbove('memberCount')], { section: 'assembly' }),
    field('entitled', 'integer', '应到会员(代表)人数', 'Entitled to vote', [required, min(1), notAbove('memberCount')], {
      section: 'assembly',
    }),
    attendanceField('assembly'),
    field('termYears', 'integer', '任期(年)', 'Term (years)', [required, termOfThreeOrFive], { section: 'assembly', help: termHelp }),
    field(
      'committee',
      'rows',
      '工会委员会委员',
      'Union committee',
      [required, minItems(3), maxItems(45), oneChair, everyRowByMajority, votesNotAbovePresent, oddNumber, committeeSizeByMembers],
      {
        section: 'committee',
        columns: [nameColumn(), sexColumn(), nationColumn(), eduColumn(), politicalColumn(), positionColumn(), votesColumn()],
        help: {
          zh: '委员人数为单数并按会员人数确定(不足25人3至5名，25至200人3至7名，201至1000人7至15名)，主席一名；当选委员的得票须超过应到会人数的半数',
          en: 'An odd number of members set by the membership (under 25, 3 to 5; 25 to 200, 3 to 7; 201 to 1000, 7 to 15), one chair; each elected with more than half of the votes of those entitled',
        },
      },
    ),
    field(
      'finCommittee',
      'rows',
      '经费审查委员会委员',
      'Funds review committee',
      [required, minItems(1), everyRowByMajority, votesNotAbovePresent],
      {
        section: 'committee',
        columns: [...finCommitteeColumns(), votesColumn()],
      },
    ),
    field('femaleCommittee', 'rows', '女职工委员会委员', "Women's committee", womenCommitteeRules, {
      section: 'committee',
      columns: femaleCommitteeColumns(),
      help: womenCommitteeHelp,
    }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('resolution', '成立大会决议', 'Resolution of the assembly')),
        requiredSlot(slot('report', '选举结果报告', 'Election report')),
        requiredSlot(slot('roster', '会员名册', 'Member roll', ['office', 'pdf'])),
      ],
      help: { zh: '三项均为必备材料', en: 'All three are required' },
    }),
    field('foundingPapers', 'attachments', '建会资料', 'Founding papers', [], {
      section: 'papers',
      slots: [
        requiredSlot(slot('minutes', '成立大会会议记录', 'Minutes')),
        requiredSlot(slot('tally', '计票单', 'Tally sheets')),
        slot('seal', '印章刻制申请', 'Request for the seal'),
      ],
      help: {
        zh: '成立申请批准后提交；会议记录和计票单为必备材料',
        en: 'Submitted after the application is approved; the minutes and the tally sheets are required',
      },
    }),
  ],
  example: {
    setup1Id: '1001',
    unionName: '北京智联科技有限公司工会委员会',
    higherUnion: '1100',
    meetingKind: K.electionMode.memberAssembly,
    meetingDate: '2026-09-20',
    staffCount: 120,
    memberCount: 96,
    femaleMembers: 40,
    entitled: 96,
    attendance: 88,
    termYears: 5,
    committee: [
      {
        name: '王芳',
        sex: K.sex.female,
        nation: K.nation.han,
        edu: K.eduLevel.master,
        political: K.political.party,
        position: K.position.chair,
        votes: 85,
      },
      {
        name: '陈强',
        sex: K.sex.male,
        nation: K.nation.han,
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.viceChair,
        votes: 80,
      },
      {
        name: '刘洋',
        sex: K.sex.male,
        nation: K.nation.han,
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.member,
        votes: 76,
      },
    ],
    finCommittee: [{ name: '孙丽', sex: K.sex.female, political: K.political.party, position: K.finPosition.head, votes: 82 }],
    femaleCommittee: [{ name: '赵敏', position: K.femalePosition.head }],
    files: { resolution: ['900011'], report: ['900012'], roster: ['900013'] },
    foundingPapers: { minutes: ['900014'], tally: ['900015'] },
  },
};
