import type { FieldRule, ModuleEntry } from '../types';
import {
  advanceCall,
  commonSlots,
  declaration,
  deedsFields,
  deedsSection,
  filesSection,
  nominationBase,
  noticeFields,
  noticeSection,
  roundSection,
  yearField,
} from './advance-parts';
import { dictKeys as K } from './group-b-dicts';
import { headerGroup, nominationSignatures } from './ledger-sheets';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notAbove,
  personName,
  politicalColumn,
  required,
  section,
  sexColumn,
  slot,
} from './group-b-parts';

/** A member row marked 是 leads the team: exactly one (adv-team-size). */
const oneLeader: FieldRule = {
  rule: 'rowsWith',
  column: 'leader',
  value: K.yesNo.yes,
  count: 1,
  valueLabel: { zh: '是', en: 'Yes' },
};

/**
 * 先进集体推荐申报（非法人班组/团队） (class a, f, g): a team inside the enterprise without legal
 * personality (班组, 车间, 项目部, 窗口), nominated with its leader and every member; the launion
 * chooses within its places and exports its teams' list (`excel`), the federation decides
 * (docs/forms/group-a-advance.md, advanceSelection3).
 */
export const advanceSelection3: ModuleEntry = {
  ...nominationBase,
  key: 'advanceSelection3',
  title: { zh: '先进集体推荐申报(非法人班组)', en: 'Advanced collective nomination (team)' },
  titleField: 'teamName',
  route: '/honor/advanced/team',
  round: { kind: 'advance_team' },
  // No summary gathers the teams: the roll-up serves its list sheet (excel?pid= a round) and who applied (queryCrop).
  rollUp: { source: 'advanceSelection3', summary: false, quotaPerUnion: 1 },
  extraCalls: [
    advanceCall('advanceSelection3', 'downloadFile', 'POST', '下载推荐审批表', "Download the nomination's filed form (PDF), by record id"),
    {
      ...advanceCall(
        'advanceSelection3',
        'excel',
        'GET',
        '导出推荐名单',
        'Export the list of team nominations under a higher union in a round',
      ),
      servedBy: 'rollUp',
    },
  ],
  sections: [
    roundSection,
    section('team', '集体情况', 'The team'),
    section('comply', '资格条件', 'Eligibility'),
    noticeSection,
    deedsSection,
    filesSection,
  ],
  fields: [
    yearField(),
    field('teamName', 'text', '集体名称', 'Team', [required, minLen(4), maxLen(100)], {
      section: 'team',
      listed: true,
      help: { zh: '单位全称加班组名称', en: "The unit's full name and the team's" },
    }),
    field('teamType', 'dict', '集体类型', 'Kind of team', [required], { section: 'team', listed: true, dict: 'pioneer_team_type' }),
    field('parentUnit', 'text', '所在单位', 'Unit', [required, maxLen(100)], { section: 'team', listed: true, prefill: 'unitName' }),
    field('parentUscc', 'uscc', '所在单位统一社会信用代码', "Unit's credit code", [required], {
      section: 'team',
      prefill: 'unitUscc',
    }),
    field(
      'teamLeader',
      'text',
      '负责人',
      'Leader',
      [
        ...personName,
        {
          rule: 'among',
          field: 'members',
          otherColumn: 'name',
          otherWhen: { column: 'leader', equals: [K.yesNo.yes], means: { zh: '负责人', en: 'leader' } },
        },
      ],
      { section: 'team' },
    ),
    field('leaderMobile', 'mobile', '负责人手机', "Leader's mobile", [required], { section: 'team' }),
    field('headcount', 'integer', '集体人数', 'Headcount', [required, min(3), max(500)], { section: 'team', listed: true }),
    field('memberCount', 'integer', '其中会员人数', 'Of whom members', [required, min(0), notAbove('headcount')], { section: 'team' }),
    field('frontlineCount', 'integer', '其中一线职工人数', 'Of whom front line', [required, min(0), notAbove('headcount')], {
      section: 'team',
    }),
    field('femaleCount', 'integer', '其中女职工人数', 'Of whom women', [required, min(0), notAbove('headcount')], { section: 'team' }),
    field(
      'members',
      'rows',
      '集体成员',
      'Members',
      [required, minItems(3), maxItems(500), { rule: 'rowsNotAbove', field: 'headcount', exactly: true }, oneLeader],
      {
        section: 'team',
        columns: [
          field('name', 'text', '姓名', 'Name', personName),
          sexColumn(),
          field('birthYear', 'integer', '出生年份', 'Birth year', [required, min(1940), { rule: 'notAfterThisYear', offset: 16 }]),
          field('post', 'text', '岗位', 'Post', [required, maxLen(50)]),
          politicalColumn(),
          field('leader', 'dict', '是否负责人', 'Leader', [required], { dict: 'yes_no' }),
        ],
      },
    ),
    declaration('noMajorIncident', '近三年无重大安全事故、职业病危害、拖欠工资', 'No bar in three years', 'comply'),
    ...noticeFields(),
    ...deedsFields(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [...commonSlots(), { ...slot('photo', '集体照片', 'Photo of the team', ['image']), maxFiles: 3 }],
    }),
  ],
  document: {
    title: { zh: '先进集体(班组)推荐审批表', en: 'Advanced collective (team) nomination form' },
    ledger: [
      'year',
      'teamName',
      'teamType',
      'parentUnit',
      'teamLeader',
      'headcount',
      'memberCount',
      'frontlineCount',
      'femaleCount',
      'honours',
      'brief',
    ],
    headerGroups: [headerGroup('人数', 'Headcount', ['headcount', 'memberCount', 'frontlineCount', 'femaleCount'])],
    totals: ['headcount', 'memberCount', 'frontlineCount', 'femaleCount'],
    signatureRows: nominationSignatures,
  },
  example: {
    year: 2026,
    teamName: '北京智联科技有限公司精密加工车间数控班',
    teamType: '1',
    parentUnit: '北京智联科技有限公司',
    parentUscc: '91110108MA01B2C3D0',
    teamLeader: '赵立新',
    leaderMobile: '13911114444',
    headcount: 3,
    memberCount: 3,
    frontlineCount: 3,
    femaleCount: 1,
    members: [
      { name: '赵立新', sex: K.sex.male, birthYear: 1979, post: '班长、高级技师', political: K.political.party, leader: K.yesNo.yes },
      { name: '孙静', sex: K.sex.female, birthYear: 1988, post: '数控车工', political: '03', leader: K.yesNo.no },
      { name: '马骏', sex: K.sex.male, birthYear: 1991, post: '数控铣工', political: K.political.masses, leader: K.yesNo.no },
    ],
    noMajorIncident: K.yesNo.yes,
    unitNotice: { start: '2026-11-16', end: '2026-11-20' },
    noticeResult: '公示期内无异议',
    brief: '班组开展五小创新，近三年完成技术革新17项，加工效率提高30%，年节约成本120万元；连续六年安全生产零事故。',
    deeds:
      '<p>精密加工车间数控班成立于2012年，负责公司核心零部件的数控车铣加工，现有职工3人，全部为一线职工，班长赵立新为高级技师。</p>' +
      '<p>班组立足岗位开展“五小”创新活动，近三年完成技术革新17项，自主设计的快换夹具使单件装夹时间由12分钟缩短到4分钟，' +
      '加工效率提高30%，年节约成本约120万元；攻克薄壁零件变形难题，产品合格率稳定在99.5%以上，保障了重点客户的批量交付。</p>' +
      '<p>班组坚持安全第一，推行班前安全讲话和设备点检制度，连续六年实现安全生产零事故。班组成员互帮互学，两人取得技师证书，' +
      '一人获区职工职业技能大赛数控铣工第二名；班组与两所职业院校共建实训基地，每年带教实习学生二十余人。' +
      '2023年班组被评为海淀区工人先锋号，在车间各班组中发挥了示范带动作用。</p>',
    honours: [{ year: 2023, honourName: '海淀区工人先锋号', level: '4', awardingBody: '北京市海淀区总工会' }],
    files: { form: ['900301'], vote: ['900302'], notice: ['900303'] },
  },
};
