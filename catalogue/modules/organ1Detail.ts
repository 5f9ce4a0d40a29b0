import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  contactFields,
  eduColumn,
  femaleCommitteeColumns,
  field,
  finCommitteeColumns,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  nameColumn,
  nationColumn,
  notAbove,
  notInFuture,
  oneChair,
  personName,
  politicalColumn,
  positionColumn,
  required,
  requiredWhen,
  section,
  sexColumn,
  slot,
  votesColumn,
} from './group-b-parts';
import { atLeastShareOf, eachRowMoreThanShareOf } from '../rules/share-rules';
import { attendanceField, electedByMajority } from './election-fields';

/** Sixty delegates for a union of 320 members (基层工会会员代表大会条例: 201 to 1000 members elect 30 to 60). */
function exampleDelegates(): Record<string, string>[] {
  const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
  const given: [string, string][] = [
    ['芳', K.sex.female],
    ['强', K.sex.male],
    ['娜', K.sex.female],
    ['磊', K.sex.male],
    ['静', K.sex.female],
    ['洋', K.sex.male],
  ];
  const depts = ['人力资源部', '研发中心', '生产车间', '财务部', '市场部'];
  return surnames.flatMap((s, i) =>
    given.map(([g, sex], j) => ({
      name: `${s}${g}${j % 2 === 0 ? '' : '明'}`,
      sex,
      dept: depts[(i + j) % depts.length]!,
      political: (i + j) % 3 === 0 ? K.political.party : K.political.masses,
      frontline: (i + j) % 2 === 0 ? K.yesNo.yes : K.yesNo.no,
    })),
  );
}

const yesNoColumn = (name: string, zh: string, en: string) => field(name, 'dict', zh, en, [required], { dict: 'yes_no' });

/**
 * 基层工会换届选举: five steps the higher union approves one by one (request, delegates, candidates,
 * results, officers), then the election materials on their own review (submitstuff).
 */
export const organ1Detail: ModuleEntry = {
  key: 'organ1Detail',
  group: 'B',
  title: { zh: '基层工会换届选举', en: 'Committee re-election' },
  titleField: 'unionName',
  route: '/myunion/infos/change/form',
  starters: ['corp'],
  draftTtlDays: 180,
  flowModel: parentOnly,
  calls: [],
  effects: { onApproved: 'updateCommittee' },
  sections: [
    section('request', '换届请示', 'Request to hold the election'),
    section('delegates', '会员代表选举', 'Election of delegates'),
    section('candidates', '候选人预备人选', 'Shortlist of candidates'),
    section('results', '选举结果', 'Election results'),
    section('officers', '主席、副主席选举及分工', 'Chair, vice-chairs and duties'),
    section('materials', '选举材料', 'Election materials'),
  ],
  steps: [
    {
      key: 'request',
      title: { zh: '换届请示', en: 'Request' },
      fields: [
        'unionName',
        'termNo',
        'currentTerm',
        'newTerm',
        'memberCount',
        'femaleMembers',
        'electionMode',
        'committeeSeats',
        'finCommitteeSeats',
        'femaleCommitteeSeats',
        'plannedElectionDate',
        'requestText',
        'contactName',
        'contactMobile',
      ],
      calls: { save: 'save1', submit: 'submit1', resubmit: 'resubmit1' },
    },
    {
      key: 'delegates',
      title: { zh: '会员代表选举', en: 'Delegates' },
      fields: ['delegateCount', 'delegates', 'delegateElectionNote'],
      calls: { save: 'save2', submit: 'submit2', resubmit: 'resubmit2' },
    },
    {
      key: 'candidates',
      title: { zh: '候选人预备人选', en: 'Candidates' },
      fields: ['committeeCandidates', 'finCommitteeCandidates', 'femaleCommitteeCandidates'],
      calls: { save: 'save3', submit: 'submit3', resubmit: 'resubmit3' },
    },
    {
      key: 'results',
      title: { zh: '选举结果', en: 'Results' },
      fields: ['electionDate', 'entitled', 'attendance', 'committeeResults', 'finCommitteeResults'],
      calls: { save: 'save4', submit: 'submit4', resubmit: 'resubmit4' },
    },
    {
      key: 'officers',
      title: { zh: '主席、副主席选举及分工', en: 'Officers' },
      fields: ['firstMeetingDate', 'officers', 'finChair', 'femaleChair'],
      calls: { save: 'save5', submit: 'submit5', resubmit: 'resubmit5' },
    },
    {
      key: 'materials',
      title: { zh: '选举材料', en: 'Materials' },
      fields: ['materials'],
      calls: { submit: 'submitstuff', resubmit: 'resubmitstuff' },
    },
  ],
  fields: [
    // Step 1: 换届请示
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'request',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('termNo', 'integer', '本次换届届次(第N届)', 'New term number', [required, min(1), max(99)], { section: 'request', listed: true }),
    field('currentTerm', 'dateRange', '本届任期', 'Current term', [required], { section: 'request' }),
    field('newTerm', 'dateRange', '新一届任期', 'New term', [required, { rule: 'yearsBetween', min: 3, max: 5 }], {
      section: 'request',
      listed: true,
      help: { zh: '基层工会委员会每届任期三年至五年', en: 'A grassroots committee serves three to five years' },
    }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(1)], { section: 'request', prefill: 'memberCount' }),
    field('femaleMembers', 'integer', '女会员人数', 'Female members', [required, min(0), notAbove('memberCount')], {
      section: 'request',
      prefill: 'femaleMembers',
    }),
    field('electionMode', 'dict', '选举方式', 'Election by', [required], {
      section: 'request',
      dict: 'election_mode',
      help: {
        zh: '会员人数较多(一般100人以上)的召开会员代表大会',
        en: 'Larger unions (usually over 100 members) hold a delegates assembly',
      },
    }),
    field('committeeSeats', 'integer', '委员会委员名额', 'Committee seats', [required, min(3), max(45)], { section: 'request' }),
    field('finCommitteeSeats', 'integer', '经费审查委员会委员名额', 'Funds review committee seats', [required, min(1), max(15)], {
      section: 'request',
    }),
    field('femaleCommitteeSeats', 'integer', '女职工委员会委员名额', "Women's committee seats", [min(0), max(15)], { section: 'request' }),
    field('plannedElectionDate', 'date', '拟召开大会日期', 'Planned assembly date', [required], { section: 'request' }),
    field('requestText', 'textarea', '请示内容', 'Request', [required, { rule: 'minLength', value: 10 }, maxLen(2000)], {
      section: 'request',
    }),
    ...contactFields('request'),
    // Step 2: 会员代表
    field(
      'delegateCount',
      'integer',
      '会员代表名额',
      'Delegate seats',
      [requiredWhen('electionMode', K.electionMode.delegateAssembly), min(1)],
      {
        section: 'delegates',
      },
    ),
    field('delegates', 'rows', '会员代表名单', 'Delegates', [requiredWhen('electionMode', K.electionMode.delegateAssembly)], {
      section: 'delegates',
      columns: [
        nameColumn(),
        sexColumn(),
        field('dept', 'text', '所在部门', 'Department', [required, maxLen(50)]),
        politicalColumn(),
        yesNoColumn('frontline', '是否一线职工', 'Front-line worker'),
      ],
    }),
    field('delegateElectionNote', 'textarea', '代表选举情况说明', 'How the delegates were elected', [maxLen(1000)], {
      section: 'delegates',
    }),
    // Step 3: 候选人预备人选
    field(
      'committeeCandidates',
      'rows',
      '委员会委员候选人预备人选',
      'Committee candidates',
      [required, minItems(3), maxItems(60), atLeastShareOf('committeeSeats', 105, 100)],
      {
        section: 'candidates',
        columns: [
          nameColumn(),
          sexColumn(),
          nationColumn(),
          field('birthDate', 'date', '出生日期', 'Date of birth', [required, notInFuture]),
          eduColumn(),
          politicalColumn(),
          positionColumn('拟任职务'),
        ],
        help: {
          zh: '实行差额选举，候选人数应多于应选人数5%以上',
          en: 'Contested election: at least 5 % more candidates than seats',
        },
      },
    ),
    field(
      'finCommitteeCandidates',
      'rows',
      '经费审查委员会委员候选人预备人选',
      'Funds review committee candidates',
      [required, minItems(1), atLeastShareOf('finCommitteeSeats', 105, 100)],
      {
        section: 'candidates',
        columns: finCommitteeColumns(),
        help: { zh: '差额选举，候选人数应多于应选人数5%以上', en: 'Contested: at least 5 % more candidates than seats' },
      },
    ),
    field('femaleCommitteeCandidates', 'rows', '女职工委员会委员人选', "Women's committee members", [], {
      section: 'candidates',
      columns: femaleCommitteeColumns(),
      help: {
        zh: '女会员10人以上的建立女职工委员会',
        en: "Unions with 10 or more women members set up a women's committee",
      },
    }),
    // Step 4: 选举结果
    field('electionDate', 'date', '大会召开日期', 'Assembly date', [required, notInFuture], { section: 'results', listed: true }),
    field('entitled', 'integer', '应到会员(代表)人数', 'Entitled to vote', [required, min(1)], { section: 'results' }),
    attendanceField('results'),
    field('committeeResults', 'rows', '委员会委员选举结果', 'Committee results', [required, minItems(3), electedByMajority], {
      section: 'results',
      columns: [nameColumn(), votesColumn(), yesNoColumn('elected', '是否当选', 'Elected')],
      help: {
        zh: '候选人获得应到会人数的过半数赞成票时始得当选',
        en: 'Elected only with more than half of the votes of those entitled',
      },
    }),
    field(
      'finCommitteeResults',
      'rows',
      '经费审查委员会委员选举结果',
      'Funds review committee results',
      [required, minItems(1), electedByMajority],
      {
        section: 'results',
        columns: [nameColumn(), votesColumn(), yesNoColumn('elected', '是否当选', 'Elected')],
        help: {
          zh: '候选人获得应到会人数的过半数赞成票时始得当选',
          en: 'Elected only with more than half of the votes of those entitled',
        },
      },
    ),
    // Step 5: 主席、副主席
    field('firstMeetingDate', 'date', '委员会第一次全体会议日期', 'First committee meeting', [required, notInFuture], {
      section: 'officers',
    }),
    // Elected by the new committee's first full meeting: more than half of its members' votes.
    field(
      'officers',
      'rows',
      '主席、副主席',
      'Chair and vice-chairs',
      [required, minItems(1), maxItems(10), oneChair, eachRowMoreThanShareOf('votes', 'committeeSeats', 1, 2)],
      {
        section: 'officers',
        columns: [nameColumn(), positionColumn(), votesColumn(), field('duty', 'text', '分工', 'Duties', [maxLen(100)])],
      },
    ),
    field('finChair', 'text', '经费审查委员会主任', 'Head of the funds review committee', personName, { section: 'officers' }),
    field('femaleChair', 'text', '女职工委员会主任', "Head of the women's committee", [maxLen(30)], { section: 'officers' }),
    // Materials phase
    field('materials', 'attachments', '选举材料', 'Election materials', [], {
      section: 'materials',
      slots: [
        slot('request', '换届选举请示', 'Request'),
        slot('reply', '上级工会批复', "Higher union's reply"),
        slot('rules', '选举办法', 'Election rules', ['pdf', 'office']),
        slot('tally', '计票结果报告', 'Tally sheets'),
        slot('resolution', '大会决议', 'Assembly resolution', ['pdf', 'office']),
      ],
      help: {
        zh: '审核时核对：换届请示、上级批复、选举办法、计票结果、大会决议均须上传',
        en: 'The reviewer checks that the request, the reply, the rules, the tally and the resolution are all uploaded',
      },
    }),
  ],
  example: {
    unionName: '北京智联科技有限公司工会委员会',
    termNo: 3,
    currentTerm: { start: '2021-11-10', end: '2026-11-09' },
    newTerm: { start: '2026-11-10', end: '2031-11-09' },
    memberCount: 320,
    femaleMembers: 118,
    electionMode: K.electionMode.delegateAssembly,
    committeeSeats: 7,
    finCommitteeSeats: 2,
    femaleCommitteeSeats: 3,
    plannedElectionDate: '2026-11-10',
    requestText: '我会第二届委员会任期将于2026年11月届满，经委员会研究，拟召开第三次会员代表大会进行换届选举，特此请示。',
    contactName: '王芳',
    contactMobile: '13911112222',
    delegateCount: 60,
    delegates: exampleDelegates(),
    delegateElectionNote: '各部门以工会小组为单位民主推选会员代表。',
    committeeCandidates: [
      {
        name: '王芳',
        sex: K.sex.female,
        nation: K.nation.han,
        birthDate: '1985-03-12',
        edu: K.eduLevel.master,
        political: K.political.party,
        position: K.position.chair,
      },
      {
        name: '陈强',
        sex: K.sex.male,
        nation: K.nation.han,
        birthDate: '1990-07-18',
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.viceChair,
      },
      {
        name: '刘洋',
        sex: K.sex.male,
        nation: K.nation.han,
        birthDate: '1988-11-02',
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.member,
      },
      {
        name: '赵敏',
        sex: K.sex.female,
        nation: K.nation.han,
        birthDate: '1992-05-20',
        edu: K.eduLevel.bachelor,
        political: K.political.party,
        position: K.position.member,
      },
      {
        name: '李娜',
        sex: K.sex.female,
        nation: K.nation.han,
        birthDate: '1987-09-14',
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.member,
      },
      {
        name: '张磊',
        sex: K.sex.male,
        nation: K.nation.han,
        birthDate: '1983-01-25',
        edu: K.eduLevel.bachelor,
        political: K.political.party,
        position: K.position.member,
      },
      {
        name: '黄静',
        sex: K.sex.female,
        nation: K.nation.han,
        birthDate: '1995-04-08',
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.member,
      },
      {
        name: '杨勇',
        sex: K.sex.male,
        nation: K.nation.han,
        birthDate: '1979-12-30',
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.member,
      },
    ],
    finCommitteeCandidates: [
      { name: '孙丽', sex: K.sex.female, political: K.political.party, position: K.finPosition.head },
      { name: '周杰', sex: K.sex.male, political: K.political.masses, position: K.finPosition.member },
      { name: '吴刚', sex: K.sex.male, political: K.political.masses, position: K.finPosition.member },
    ],
    femaleCommitteeCandidates: [{ name: '赵敏', position: K.femalePosition.head }],
    electionDate: '2026-11-10',
    entitled: 60,
    attendance: 56,
    committeeResults: [
      { name: '王芳', votes: 55, elected: K.yesNo.yes },
      { name: '陈强', votes: 50, elected: K.yesNo.yes },
      { name: '刘洋', votes: 47, elected: K.yesNo.yes },
      { name: '赵敏', votes: 45, elected: K.yesNo.yes },
      { name: '李娜', votes: 44, elected: K.yesNo.yes },
      { name: '张磊', votes: 41, elected: K.yesNo.yes },
      { name: '黄静', votes: 39, elected: K.yesNo.yes },
      { name: '杨勇', votes: 20, elected: K.yesNo.no },
    ],
    finCommitteeResults: [
      { name: '孙丽', votes: 52, elected: K.yesNo.yes },
      { name: '周杰', votes: 49, elected: K.yesNo.yes },
      { name: '吴刚', votes: 18, elected: K.yesNo.no },
    ],
    firstMeetingDate: '2026-11-10',
    officers: [
      { name: '王芳', position: K.position.chair, votes: 7, duty: '主持全面工作' },
      { name: '陈强', position: K.position.viceChair, votes: 6, duty: '分管劳动保护和职工服务' },
    ],
    finChair: '孙丽',
    femaleChair: '赵敏',
    materials: {},
  },
};
