import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  chairCandidate,
  eduColumn,
  field,
  maxLen,
  min,
  minItems,
  minLen,
  mobileColumn,
  nameColumn,
  nationColumn,
  notInFuture,
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
  amongCandidates,
  attendanceField,
  electedByMajority,
  electedNotAbove,
  sittingMember,
  votesNotAbovePresent,
} from './election-fields';

/**
 * 工会主席补选及委员增补: a seat fell vacant during the term; the union holds a by-election and the
 * higher union approves the result. `type` keeps the chair by-election and the added members apart.
 */
export const organ2: ModuleEntry = {
  key: 'organ2',
  group: 'B',
  title: { zh: '工会主席补选及委员增补', en: 'Chair by-election and added committee members' },
  titleField: 'unionName',
  route: '/myunion/infos/modify/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  // All fifteen standard calls: the default (`calls` absent).
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/organ2/basedata',
      summary: { zh: '本会基础数据(名称、委员会、主席)', en: "The union's base data (name, committee, chair)" },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'updateCommittee' },
  sections: [
    section('basic', '补选事项', 'By-election'),
    section('vacancy', '空缺情况', 'Vacancies'),
    section('candidates', '候选人', 'Candidates'),
    section('election', '选举情况', 'Election'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'basic',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('type', 'dict', '补选类型', 'Kind', [required], { section: 'basic', listed: true, dict: 'organ_change_type' }),
    field('reason', 'textarea', '补选原因', 'Reason', [required, minLen(10), maxLen(500)], { section: 'basic' }),
    field('vacancies', 'rows', '空缺职务', 'Vacant seats', [required, minItems(1), sittingMember()], {
      section: 'vacancy',
      help: { zh: '空缺须为本会现任委员会委员的职务', en: "Each vacancy is a seat of a member of the union's committee in office" },
      columns: [
        nameColumn(),
        positionColumn('原任职务'),
        field('leaveDate', 'date', '离任日期', 'Left on', [required, notInFuture]),
        field('leaveReason', 'text', '离任原因', 'Why they left', [required, maxLen(100)]),
      ],
    }),
    field(
      'candidates',
      'rows',
      '候选人',
      'Candidates',
      [required, minItems(1), chairCandidate, sittingMember({ field: 'electionBody', equals: [K.electionBody.committee] })],
      {
        section: 'candidates',
        help: {
          zh: '由委员会全体会议补选主席、副主席的，候选人须为本会现任委员会委员',
          en: 'When the full committee elects a chair or vice-chair, each candidate is a member of the committee in office',
        },
        columns: [
          nameColumn(),
          sexColumn(),
          nationColumn(),
          field('idCard', 'idCard', '身份证号', 'ID number', [required]),
          eduColumn(),
          politicalColumn(),
          field('title', 'dict', '职称', 'Professional title', [], { dict: 'professional_title' }),
          positionColumn('拟任职务'),
          mobileColumn(),
        ],
      },
    ),
    field('electionBody', 'dict', '选举机构', 'Elected by', [required], {
      section: 'election',
      dict: 'election_body',
      help: {
        zh: '主席可由委员会全体会议补选；委员由会员(代表)大会补选',
        en: 'A chair may be elected by the full committee; members by the members or delegates assembly',
      },
    }),
    field('electionDate', 'date', '选举日期', 'Election date', [required, notInFuture], { section: 'election', listed: true }),
    field('entitled', 'integer', '应到人数', 'Entitled to vote', [required, min(1)], { section: 'election' }),
    attendanceField('election', '实到人数'),
    field(
      'votes',
      'rows',
      '得票情况',
      'Votes',
      [required, minItems(1), electedByMajority, votesNotAbovePresent, electedNotAbove('vacancies'), amongCandidates('candidates')],
      {
        section: 'election',
        columns: [nameColumn(), votesColumn(), field('elected', 'dict', '是否当选', 'Elected', [required], { dict: 'yes_no' })],
        help: {
          zh: '只有候选人可以当选，当选人数不超过空缺职务数；获得应到人数过半数赞成票始得当选',
          en: 'Only the candidates stand, no more elected than vacant seats; elected only with more than half of the votes of those entitled',
        },
      },
    ),
    field('approvalNo', 'text', '上级工会批复文号', "Higher union's reply number", [maxLen(50)], { section: 'election' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('request', '补选请示', 'Request')),
        requiredSlot(slot('minutes', '会议记录', 'Minutes')),
        requiredSlot(slot('tally', '计票结果', 'Tally')),
        slot('reply', '上级工会批复', "Higher union's reply"),
      ],
      help: {
        zh: '补选请示、会议记录和计票结果为必备材料；上级工会批复可在选举后补交',
        en: "The request, the minutes and the tally are required; the higher union's reply may follow the vote",
      },
    }),
  ],
  example: {
    // The sequel of organ1Detail's example: the chair it elected (王芳) left, and the six members
    // left of its committee elected one of them (陈强, its vice-chair) chair.
    unionName: '北京智联科技有限公司工会委员会',
    type: K.organChangeType.chair,
    reason: '原工会主席王芳因工作调动离开本单位，主席职务空缺，由委员会全体会议补选主席。',
    vacancies: [{ name: '王芳', position: K.position.chair, leaveDate: '2026-11-18', leaveReason: '工作调动' }],
    candidates: [
      {
        name: '陈强',
        sex: K.sex.male,
        nation: K.nation.han,
        idCard: '110108198804130512',
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        title: K.professionalTitle.middle,
        position: K.position.chair,
        mobile: '13911113333',
      },
    ],
    electionBody: K.electionBody.committee,
    electionDate: '2026-11-20',
    entitled: 6,
    attendance: 6,
    votes: [{ name: '陈强', votes: 6, elected: K.yesNo.yes }],
    approvalNo: '中街工字〔2026〕18号',
    files: { request: ['900021'], minutes: ['900022'], tally: ['900023'] },
  },
};
