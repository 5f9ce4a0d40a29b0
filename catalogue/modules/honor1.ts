import { parentThenFederation } from '../flow/parent-then-federation';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { section } from './group-b-parts';
import { HONOR_CATE, honor1Fields } from './honor1-fields';

const deeds =
  '<p>陈静同志2012年起任北京中科微芯电子有限公司工会副主席（兼职），分管职工之家建设、劳动保护和女职工工作。</p>' +
  '<p>她推动公司每年召开职工代表大会，组织签订工资专项集体合同和女职工权益保护专项集体合同，连续五年督促企业按时足额拨缴工会经费。' +
  '她牵头建成职工书屋、爱心妈咪小屋和职工健身室，组织职工技能竞赛、读书分享、健步走等活动年均20余场，会员参与率达90%以上。</p>' +
  '<p>她建立困难职工档案，几年来协调帮扶困难职工37人次，帮助2名患病职工申请职工互助保障金。她所在的公司工会2024年被评为海淀区模范职工之家。</p>';

const teamDeeds =
  '<p>公司工会坚持每年召开职工代表大会，职代会制度健全，工资专项集体合同和女职工权益保护专项集体合同按期签订、履约良好。</p>' +
  '<p>工会会员入会率达96.6%，会员评家满意度逐年提高。工会建成职工书屋、爱心妈咪小屋和职工健身室，年均开展技能竞赛、读书分享、' +
  '健步走等职工活动20余场；建立困难职工档案，几年来帮扶困难职工37人次，为患病职工申请职工互助保障金。</p>' +
  '<p>工会经费按时足额拨缴，财务管理规范，经审工作健全，2024年被评为海淀区模范职工之家。</p>';

const heldHonours = [{ honourName: '海淀区模范职工之家', level: '4', year: 2024, awardingBody: '北京市海淀区总工会' }];

/** The person form's example (`submitPerson`, the entry's example): 优秀工会工作者. */
const personExample: Record<string, unknown> = {
  cate: HONOR_CATE.person,
  personHonour: '1',
  name: '陈静',
  sex: K.sex.female,
  nation: '03',
  birthDate: '1982-04-17',
  idCard: '110108198204173025',
  political: K.political.party,
  eduLevel: K.eduLevel.bachelor,
  unionPost: K.position.viceChair,
  professionalTitle: null,
  fullTime: K.yesNo.no,
  unionWorkSince: '2012-05-01',
  unitName: '北京中科微芯电子有限公司',
  unitUscc: null,
  mobile: '13501236789',
  photo: null,
  summary: '兼职工会副主席14年，推动职代会和集体合同制度落实，建成职工书屋和爱心妈咪小屋，帮扶困难职工37人次，会员参与活动率90%以上。',
  deeds,
  honours: heldHonours,
  files: { form: ['900031'] },
};

/** The team form's example (`submitTeam`): the union applies as 模范职工之家. */
const teamExample: Record<string, unknown> = {
  cate: HONOR_CATE.team,
  teamHonour: '1',
  name: '北京中科微芯电子有限公司工会',
  leader: null,
  members: [],
  staffCount: 236,
  memberCount: 228,
  homeSince: '2018-09-01',
  contactName: '陈静',
  contactMobile: '13501236789',
  summary: '职代会制度健全，会员入会率96.6%，建成职工书屋、爱心妈咪小屋和职工健身室，年均开展职工活动20余场，帮扶困难职工37人次。',
  deeds: teamDeeds,
  honours: heldHonours,
  files: { form: ['900031'] },
};

/**
 * 工会荣誉申报（个人/集体） (class h, g): against the federation's call for applications (a round of
 * kind `union_honours`, shown by `getNotice`), an enterprise union applies for a person's honour
 * (优秀工会工作者, 优秀工会积极分子) or its collective's (模范职工之家, 模范职工小家, 先进基层工会) with
 * the category's own calls; the submit starts the review (street or park union, then the federation,
 * whose approval is the commendation). No draft call: the spec names none (docs/forms/group-a-nation-innovation-honours.md).
 */
export const honor1: ModuleEntry = {
  key: 'honor1',
  group: 'A',
  title: { zh: '工会荣誉申报', en: 'Union honour application' },
  titleField: 'name',
  route: '/honor/item1',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  round: { kind: 'union_honours' },
  // The federation's approval is the commendation: it writes the honour (group-a.md, `recordHonour`) to
  // the person or the collective as `cate` says, named as the form's personHonour / teamHonour, 区县级,
  // awarded by the federation itself (the default awarding body: the tenant's federation).
  effects: { onApproved: 'recordHonour' },
  honour: {
    holder: { field: 'cate', values: { [HONOR_CATE.person]: 'person', [HONOR_CATE.team]: 'team' } },
    on: 'approval',
    grant: { name: { fromFields: ['personHonour', 'teamHonour'] }, level: '4' },
  },
  categoryField: 'cate',
  // The spec's calls are the categories' own; getid and uploads file the photo and papers, review prints.
  calls: ['getid', 'uploads', 'review'],
  categoryCalls: [
    {
      value: HONOR_CATE.person,
      page: 'pagePerson',
      detail: 'getPerson',
      submit: 'submitPerson',
      resubmit: 'resubmitPerson',
      example: personExample,
    },
    { value: HONOR_CATE.team, page: 'pageTeam', detail: 'getTeam', submit: 'submitTeam', resubmit: 'resubmitTeam', example: teamExample },
  ],
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/honor1/getNotice',
      summary: { zh: '当前评选通知(申报期限、名额及已用)', en: 'The current call for applications: its window, places and use' },
      permission: 'view',
      servedBy: 'round',
    },
  ],
  sections: [
    section('honour', '申报荣誉', 'Honour applied for'),
    section('union', '申报单位', 'Applicant union'),
    section('person', '个人情况', 'The person'),
    section('team', '集体情况', 'The collective'),
    section('deeds', '事迹', 'Deeds'),
    section('files', '附件', 'Attachments'),
  ],
  fields: honor1Fields,
  example: personExample,
};
