import { fieldHome } from '../flow/field-home';
import type { FieldRule, ModuleEntry } from '../types';
import { groupCDictKeys as C } from './group-c-dicts';
import {
  field,
  max,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  notAbove,
  notInFuture,
  ownUnionCodeField,
  required,
  requiredSlot,
  requiredWhen,
  section,
  slot,
} from './group-b-parts';
import { employerOpinion, venueColumns } from './venue-fields';

/** The 模范 levels (园区, 推荐北京市, 推荐全国): they need the self-check, the members' appraisal and 80 % satisfaction. */
const MODEL = ['2', '3', '4'];
const modelLevel = { field: 'homeLevel', equals: MODEL, means: { zh: '申报模范职工之家', en: 'a model level sought' } };

/** F-home-rooms: one venue at least is an activity room or a service room. */
const activityRoom: FieldRule = {
  rule: 'rowsWith',
  column: 'venueType',
  value: C.venueType.activityRoom,
  orValues: [C.venueType.serviceRoom],
  count: 1,
  atLeast: true,
  valueLabel: { zh: '职工活动室或职工之家综合服务室', en: 'Staff activity room or Staff-home service room' },
};

/**
 * 职工之家建设申报 (docs/forms/group-c-field.md "field1"): once a year the enterprise union declares
 * its 职工之家, its rooms (venue rows with a photo each), equipment, the year's activities, the
 * members' appraisal and the level it seeks. The higher union approves a home meeting the standard;
 * a 模范 level goes on to the federation (chain `field-home`). Approved, the rooms are the union's
 * venue register (`recordVenues`), and a 园区模范职工之家 is an honour of the union (`recordHonour`).
 */
export const field1: ModuleEntry = {
  key: 'field1',
  group: 'C',
  title: { zh: '职工之家建设申报', en: 'Staff-home declaration' },
  titleField: 'homeName',
  route: '/myunion/field/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: fieldHome,
  calls: ['getid', 'save', 'submit', 'resubmit', 'uploads', 'review', 'downloadfile', 'detail'],
  newestWithoutId: true,
  period: { per: 'year', field: 'year' },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/field1/basedata',
      summary: { zh: '本会基本信息', en: "The union's base data" },
      permission: 'view',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/field1/index',
      summary: {
        zh: '本会阵地概况：职工之家申报、场所、爱心妈咪小屋',
        en: "The union's field overview: its declaration, venues and rooms",
      },
      permission: 'view',
    },
  ],
  effects: {
    onApproved: [
      { effect: 'recordVenues' },
      { effect: 'recordHonour', when: { kind: 'field', field: 'homeLevel', op: 'eq', value: C.homeLevel.parkModel } },
    ],
  },
  document: employerOpinion,
  // A 园区模范职工之家 is the federation's title, 区县级, held by the union.
  honour: {
    holder: 'team',
    on: 'approval',
    grant: { name: '{year}年度园区模范职工之家', level: C.honourLevel.district },
    fields: { name: 'unionName', uscc: 'uscc', summary: 'homeName' },
  },
  sections: [
    section('union', '工会情况', 'The union'),
    section('home', '职工之家', 'The home'),
    section('venues', '场所与设施', 'Rooms and equipment'),
    section('work', '管理与活动', 'Management and activities'),
    section('money', '投入与补助', 'Spending and subsidy'),
    section('summary', '建家情况简介', 'Summary'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('year', 'integer', '申报年度', 'Year', [required, min(2000), { rule: 'notAfterThisYear' }], { section: 'union', listed: true }),
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    ownUnionCodeField(),
    field('unitName', 'text', '单位名称', 'Employer', [required, maxLen(100)], { section: 'union', prefill: 'unitName' }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section: 'union', prefill: 'unitUscc' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1)], { section: 'union', prefill: 'staffCount' }),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0), notAbove('staffCount')], {
      section: 'union',
      prefill: 'memberCount',
    }),
    field('homeName', 'text', '职工之家名称', 'Name of the home', [required, minLen(4), maxLen(50)], { section: 'home', listed: true }),
    field('declareType', 'dict', '申报类型', 'Declaration', [required], { section: 'home', dict: 'home_declare_type' }),
    field('homeLevel', 'dict', '申报等级', 'Level sought', [required], { section: 'home', dict: 'home_level', listed: true }),
    field('homeRegion', 'region', '所在街道(乡镇)', 'Sub-district', [required], { section: 'home' }),
    field('homeAddress', 'text', '详细地址', 'Address', [required, maxLen(100)], { section: 'home' }),
    field('builtOn', 'date', '建成(启用)时间', 'In use since', [required, notInFuture], { section: 'home' }),
    field('totalArea', 'integer', '总使用面积(平方米)', 'Total floor area (m²)', [], {
      section: 'home',
      listed: true,
      readOnly: true,
      computed: { sumOf: 'venues', column: 'area' },
    }),
    field(
      'venues',
      'rows',
      '场所明细',
      'Rooms and venues',
      [
        required,
        minItems(2),
        maxItems(30),
        { rule: 'uniqueColumn', columns: ['venueId'] },
        { rule: 'uniqueColumn', columns: ['venueName'] },
        activityRoom,
      ],
      {
        section: 'venues',
        columns: venueColumns(),
        help: { zh: '至少2处，其中须有职工活动室或职工之家综合服务室', en: 'At least two, one of them an activity or service room' },
      },
    ),
    field('equipment', 'rows', '设施设备', 'Equipment', [required, minItems(1), maxItems(200)], {
      section: 'venues',
      columns: [
        field('venueName', 'text', '所属场所', 'Venue', [required, { rule: 'among', field: 'venues', otherColumn: 'venueName' }]),
        field('item', 'text', '设备名称', 'Equipment', [required, maxLen(30)]),
        field('quantity', 'integer', '数量', 'Quantity', [required, min(1), max(9999)]),
        field('note', 'text', '说明', 'Note', [maxLen(50)]),
      ],
    }),
    field('managerName', 'text', '职工之家负责人', 'Person in charge of the home', [required, minLen(2), maxLen(30)], { section: 'work' }),
    field('managerMobile', 'mobile', '负责人手机', 'Their mobile', [required], { section: 'work' }),
    field('rules', 'dictMulti', '管理制度', 'House rules in force', [required, minItems(2)], { section: 'work', dict: 'home_rule' }),
    field('activities', 'rows', '近一年开展活动', 'Activities, last 12 months', [required, minItems(4), maxItems(100)], {
      section: 'work',
      columns: [
        field('date', 'date', '日期', 'Date', [required, notInFuture]),
        field('title', 'text', '活动名称', 'Activity', [required, minLen(2), maxLen(50)]),
        field('venueName', 'text', '场所', 'Venue', [required, { rule: 'among', field: 'venues', otherColumn: 'venueName' }]),
        field('participants', 'integer', '参加人次', 'Attendance', [required, min(1), max(100000)]),
      ],
    }),
    field(
      'memberSatisfaction',
      'integer',
      '会员评家满意率(%)',
      "Members' satisfaction (%)",
      [requiredWhen('homeLevel', ...MODEL), min(0), max(100), { rule: 'min', value: 80, when: modelLevel }],
      { section: 'work', help: { zh: '申报模范职工之家须不低于80%', en: 'At least 80 % for a model level' } },
    ),
    field('investment', 'money', '建家投入(元)', 'Spent on the home (¥)', [required, min(0)], { section: 'money' }),
    field('subsidyRequested', 'money', '申请建家补助(元)', 'Subsidy requested (¥)', [min(0), notAbove('investment')], { section: 'money' }),
    field('summary', 'textarea', '建家情况简介', 'Summary', [required, minLen(50), maxLen(1000)], { section: 'summary' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('employer', '单位支持建家承诺（盖章）', "Employer's commitment (sealed)")),
        requiredSlot({ ...slot('photos', '职工之家照片', 'Photos of the home', ['image']), maxFiles: 20 }),
        slot('rules', '管理制度', 'House rules', ['pdf', 'office', 'image']),
        { ...slot('selfCheck', '自评表', 'Self-assessment', ['pdf', 'office']), requiredWhen: modelLevel },
        { ...slot('congress', '会员评家材料', "Members' appraisal"), requiredWhen: modelLevel },
      ],
    }),
  ],
  example: {
    year: 2026,
    unionName: '北京智联科技有限公司工会',
    uscc: '81110108MC0012345A',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    staffCount: 312,
    memberCount: 268,
    homeName: '智联科技职工之家',
    declareType: '1',
    homeLevel: '2',
    homeRegion: '110108011',
    homeAddress: '北京市海淀区中关村大街27号智联大厦B座5层',
    builtOn: '2025-09-01',
    totalArea: 245,
    venues: [
      {
        venueId: '700101',
        venueName: '职工活动室',
        venueType: '1',
        area: 120,
        location: '智联大厦B座5层501',
        openDays: '1',
        openFrom: '08:30',
        openTo: '20:00',
        managerName: '孙丽娟',
        managerTel: '13911112233',
        photo: '900201',
      },
      {
        venueId: '700102',
        venueName: '职工健身房',
        venueType: '3',
        area: 85,
        location: '智联大厦B座5层505',
        openDays: '2',
        openFrom: '07:00',
        openTo: '22:00',
        managerName: '马俊峰',
        managerTel: '13911113344',
        photo: '900202',
      },
      {
        venueId: '700103',
        venueName: '心灵驿站',
        venueType: '5',
        area: 40,
        location: '智联大厦B座5层508',
        openDays: '9',
        openFrom: '',
        openTo: '',
        managerName: '孙丽娟',
        managerTel: '13911112233',
        photo: '900203',
      },
    ],
    equipment: [
      { venueName: '职工活动室', item: '乒乓球台', quantity: 2, note: '2025年新购' },
      { venueName: '职工活动室', item: '投影仪', quantity: 1, note: '' },
      { venueName: '职工健身房', item: '跑步机', quantity: 4, note: '2025年新购' },
      { venueName: '职工健身房', item: '动感单车', quantity: 6, note: '' },
      { venueName: '心灵驿站', item: '心理测评终端', quantity: 1, note: '区总工会配送' },
    ],
    managerName: '周建国',
    managerMobile: '13911110001',
    rules: ['1', '2', '3'],
    activities: [
      { date: '2025-12-26', title: '迎新年职工趣味运动会', venueName: '职工活动室', participants: 186 },
      { date: '2026-03-08', title: '三八节女职工插花沙龙', venueName: '职工活动室', participants: 64 },
      { date: '2026-06-18', title: '职工羽毛球、乒乓球比赛', venueName: '职工健身房', participants: 92 },
      { date: '2026-09-20', title: '职工心理健康讲座', venueName: '心灵驿站', participants: 45 },
    ],
    memberSatisfaction: 93,
    investment: 38600000,
    subsidyRequested: 5000000,
    summary:
      '公司行政于2025年在智联大厦B座5层划出245平方米用于职工之家，设职工活动室、职工健身房和心灵驿站，由工会统一管理，工作日开放。一年来开展文体、女职工和心理健康活动十余次，参加职工近400人次，会员评家满意率93%。',
    files: { employer: ['900101'], photos: ['900102'], selfCheck: ['900103'], congress: ['900104'] },
  },
};
