import { parentThenFederation } from '../flow/parent-then-federation';
import type { I18nText, ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import {
  declaration,
  nationalPapers,
  noticeAndPledge,
  deedsFields,
  honoursField,
  provincialHonour,
  teamMembersField,
} from './capital-fields';
import {
  field,
  maxLen,
  min,
  minItems,
  minLen,
  notAbove,
  notInFuture,
  personName,
  required,
  requiredWhen,
  section,
  slot,
} from './group-b-parts';

/** `nation_collective_kind`: 全国五一劳动奖状 (a unit), 全国工人先锋号 (a department or team it set up). */
const AWARD = '1';
const PIONEER = '2';
const N_OPINIONS: I18nText = { zh: '全国五一劳动奖的推荐条件', en: 'a condition of the national May Day awards' };

/**
 * 全国五一劳动奖状 / 全国工人先锋号推荐 (class a): one module for both collective awards, told apart by
 * `awardKind` (N-UNITS: the 奖状 to a registered unit, with its credit code; the 先锋号 to a department
 * or team, with its unit, its members and their leader). Reviews as recommendNation1Controller
 * (docs/forms/group-a-nation-innovation-honours.md, recommendNation2Controller).
 */
export const recommendNation2Controller: ModuleEntry = {
  key: 'recommendNation2Controller',
  group: 'A',
  title: { zh: '全国五一劳动奖状和全国工人先锋号推荐', en: "National May Day Labour Award and National Workers' Pioneer nomination" },
  titleField: 'collectiveName',
  route: '/honor/award/collective',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  // Both awards are filed in the 奖状's round until a round takes its kind from a field (docs: "Decided").
  round: { kind: 'nation_award' },
  categoryField: 'awardKind',
  sections: [
    section('award', '推荐奖项', 'Award'),
    section('collective', '集体基本情况', 'Collective'),
    section('economy', '主要经济指标', 'Key figures'),
    section('deeds', '事迹与荣誉', 'Deeds and honours'),
    section('check', '公示与承诺', 'Notice and pledge'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('awardKind', 'dict', '推荐奖项', 'Award', [required], { section: 'award', listed: true, dict: 'nation_collective_kind' }),
    field('track', 'dict', '表彰类别', 'Commendation track', [required], { section: 'award', dict: 'nation_track' }),
    field('collectiveName', 'text', '集体名称', 'Collective', [required, minLen(2), maxLen(100)], {
      section: 'collective',
      listed: true,
      help: {
        zh: '奖状填单位全称；先锋号填单位全称加部门或班组名称',
        en: "The unit's full name; for a pioneer, the unit's name and the team's",
      },
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [requiredWhen('awardKind', AWARD)], {
      section: 'collective',
      prefill: 'unitUscc',
    }),
    field('parentUnit', 'text', '所属单位', 'Unit it belongs to', [requiredWhen('awardKind', PIONEER), maxLen(100)], {
      section: 'collective',
      prefill: 'unitName',
    }),
    field('parentUscc', 'uscc', '所属单位统一社会信用代码', "Unit's credit code", [requiredWhen('awardKind', PIONEER)], {
      section: 'collective',
      prefill: 'unitUscc',
    }),
    field('teamType', 'dict', '集体类型', 'Kind of team', [requiredWhen('awardKind', PIONEER)], {
      section: 'collective',
      dict: 'pioneer_team_type',
    }),
    field('unitCate', 'dict', '单位性质', 'Kind of unit', [required], { section: 'collective', dict: 'crop_cate' }),
    field('region', 'region', '所在区域', 'Region', [required], { section: 'collective' }),
    field('foundedDate', 'date', '成立时间', 'Founded', [required, notInFuture], { section: 'collective' }),
    field('headName', 'text', '负责人', 'Head', personName, {
      section: 'collective',
      help: { zh: '奖状填法定代表人；先锋号填成员中的负责人', en: 'The legal representative; for a pioneer, the leader among its members' },
    }),
    field('headPost', 'text', '负责人职务', "Head's post", [required, maxLen(50)], { section: 'collective' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'collective', listed: true }),
    field('femaleStaff', 'integer', '女职工人数', 'Women staff', [required, min(0), notAbove('staffCount')], { section: 'collective' }),
    field('migrantStaff', 'integer', '农民工人数', 'Migrant workers', [min(0), notAbove('staffCount')], { section: 'collective' }),
    field('memberCount', 'integer', '工会会员人数', 'Union members', [required, min(0), notAbove('staffCount')], { section: 'collective' }),
    teamMembersField('collective', 'staffCount', [requiredWhen('awardKind', PIONEER)]),
    field('revenue', 'money', '上年度营业收入', 'Revenue last year', [min(0)], { section: 'economy' }),
    field('profit', 'money', '上年度利润总额', 'Profit last year', [], {
      section: 'economy',
      help: { zh: '亏损填负数', en: 'A loss is negative' },
    }),
    field('taxPaid', 'money', '上年度纳税总额', 'Tax paid last year', [min(0)], { section: 'economy' }),
    declaration(
      'feesPaid',
      '依法足额拨缴工会经费',
      'Union funds paid in full',
      { zh: '《工会法》第四十三条', en: 'Trade Union Law art. 43' },
      'check',
    ),
    declaration('noAccident', '近三年未发生重大安全生产、环境、质量事故', 'No serious accident in three years', N_OPINIONS, 'check'),
    declaration('noArrears', '无拖欠职工工资等侵害职工权益行为', 'No wage arrears or other breach of workers’ rights', N_OPINIONS, 'check'),
    ...deedsFields('deeds', { min: 300, max: 3000 }),
    honoursField('deeds', [required, minItems(1), provincialHonour]),
    ...noticeAndPledge(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        ...nationalPapers(),
        slot('licence', '营业执照或法人登记证书', 'Business licence or registration'),
        slot('opinions', '征求意见表(部门意见)', "Departments' opinions"),
        slot('photos', '集体照片', 'Photos', ['image']),
      ],
      help: {
        zh: '推荐奖状的，另需营业执照或法人登记证书及部门意见',
        en: "For the award, also the business licence and the departments' opinions",
      },
    }),
  ],
  example: {
    awardKind: PIONEER,
    track: '1',
    collectiveName: '北京城建智维轨道交通工程有限公司机电维保中心盾构设备班',
    uscc: null,
    parentUnit: '北京城建智维轨道交通工程有限公司',
    parentUscc: '91110105MA00GQ7R0R',
    teamType: '1',
    unitCate: '1',
    region: '110105001',
    foundedDate: '2015-03-01',
    headName: '王海涛',
    headPost: '班长',
    staffCount: 8,
    femaleStaff: 1,
    migrantStaff: 2,
    memberCount: 8,
    members: [
      { name: '王海涛', sex: K.sex.male, birthYear: 1982, post: '班长', political: K.political.party, role: '1' },
      { name: '刘志强', sex: K.sex.male, birthYear: 1987, post: '盾构机械维修工', political: K.political.party, role: '2' },
      { name: '张伟', sex: K.sex.male, birthYear: 1990, post: '盾构电气维修工', political: K.political.masses, role: '2' },
      { name: '陈晓东', sex: K.sex.male, birthYear: 1988, post: '液压维修工', political: K.political.masses, role: '2' },
      { name: '杨帆', sex: K.sex.male, birthYear: 1995, post: '电工', political: '03', role: '2' },
      { name: '周磊', sex: K.sex.male, birthYear: 1992, post: '焊工', political: K.political.masses, role: '2' },
      { name: '吴建平', sex: K.sex.male, birthYear: 1979, post: '钳工', political: K.political.party, role: '2' },
      { name: '郑丽', sex: K.sex.female, birthYear: 1993, post: '设备管理员', political: '03', role: '2' },
    ],
    revenue: null,
    profit: null,
    taxPaid: null,
    feesPaid: K.yesNo.yes,
    noAccident: K.yesNo.yes,
    noArrears: K.yesNo.yes,
    deedsSummary: '负责北京地铁多条线路盾构及机电设备维保，连续六年设备完好率100%，完成技术革新23项，年节约维修费用310万元。',
    deeds:
      '<p>北京城建智维轨道交通工程有限公司机电维保中心盾构设备班现有职工8人，承担北京地铁3条在建线路12台盾构机及配套机电设备的维修保养任务。</p>' +
      '<p>班组以“零故障、零延误、零事故”为目标，建立设备健康档案和“一机一策”预防性维修制度，连续六年设备完好率保持100%，保障了关键节点工期。近三年完成技术革新23项，自主研制的“盾构机刀盘磨损在线监测装置”获国家实用新型专利授权，年节约维修费用310万元。</p>' +
      '<p>班组推行“师带徒”和岗位练兵，8名职工中有高级技师2名、技师3名，1人获首都劳动奖章。班组2022年被评为北京市工人先锋号，2024年被评为北京市安全生产标准化示范班组。</p>' +
      '<p>经本单位职工代表大会民主推荐，并在单位内公示五个工作日，无异议。</p>',
    honours: [
      { year: 2022, honourName: '北京市工人先锋号', level: '2', awardingBody: '北京市总工会' },
      { year: 2024, honourName: '北京市安全生产标准化示范班组', level: '2', awardingBody: '北京市应急管理局' },
    ],
    noticePeriod: { start: '2026-11-09', end: '2026-11-13' },
    pledge: K.yesNo.yes,
    files: { form: ['900901'], deeds: ['900902'], vote: ['900903'], notice: ['900904'] },
  },
};
