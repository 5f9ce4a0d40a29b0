import { parentThenFederation } from '../flow/parent-then-federation';
import type { FieldRule, ModuleEntry } from '../types';
import { groupCDictKeys as C } from './group-c-dicts';
import { field, max, maxLen, min, minItems, maxItems, minLen, notAbove, required, requiredSlot, section, slot } from './group-b-parts';
import { areaField, employerOpinion, openingHours } from './venue-fields';

const item = C.motherRoomItem;

/** F-mr-basic: the room has one row of each item of the basic set (2016 母婴设施 指导意见; the fridge: 爱心妈咪小屋 practice). */
const basicItem = (value: string, zh: string, en: string): FieldRule => ({
  rule: 'rowsWith',
  column: 'item',
  value,
  count: 1,
  atLeast: true,
  valueLabel: { zh, en },
});

/** F-mr-open: open at least on every working day (《女职工劳动保护特别规定》第九条: the nursing hour falls in working hours). */
const openEveryWorkingDay: FieldRule = {
  rule: 'pattern',
  value: `^(${[C.openDays.workingDays, C.openDays.everyDay, C.openDays.mondayToSaturday].join('|')})$`,
  means: { zh: '至少每个工作日开放', en: 'open at least on every working day' },
};

/** F-mr-private: a room for nursing only, private (a declaration: must be 是). */
const mustBeYes: FieldRule = {
  rule: 'pattern',
  value: '^1$',
  means: { zh: '须为独立私密、专室专用', en: 'must be private and for this use only' },
};

/** The room's kind in the register: 爱心妈咪小屋, nothing else. */
const motherRoomOnly: FieldRule = {
  rule: 'pattern',
  value: `^${C.venueType.motherRoom}$`,
  means: { zh: '爱心妈咪小屋', en: 'a mother-baby room' },
};

/**
 * 爱心妈咪小屋建设申报 (docs/forms/group-c-field.md "field4"): an enterprise union registers a room
 * where nursing and pregnant women staff can rest and express milk; the higher union checks it on
 * site, the federation recognises it. Approved, the room is a venue of the union's register (kind
 * 爱心妈咪小屋, under the record's id) and field4material may ask goods for it.
 */
export const field4: ModuleEntry = {
  key: 'field4',
  group: 'C',
  title: { zh: '爱心妈咪小屋建设申报', en: 'Mother-baby room registration' },
  titleField: 'venueName',
  route: '/myunion/fields/field4',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentThenFederation,
  calls: ['getid', 'detail', 'save', 'submit', 'resubmit', 'uploads', 'review', 'downloadfile', 'page'],
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/field4/getData',
      summary: {
        zh: '本会的爱心妈咪小屋及其物资申领情况',
        en: "The union's mother-baby rooms with their goods requests by state",
      },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'recordVenues' },
  document: employerOpinion,
  sections: [
    section('union', '单位情况', 'The union and its women staff'),
    section('room', '小屋情况', 'The room'),
    section('manager', '管理人', 'Person in charge'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    field('unionName', 'text', '工会名称', 'Union', [required, maxLen(100)], {
      section: 'union',
      listed: true,
      prefill: 'unionName',
      readOnly: true,
    }),
    field('unitName', 'text', '单位名称', 'Employer', [required, maxLen(100)], { section: 'union', prefill: 'unitName' }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], { section: 'union', prefill: 'unitUscc' }),
    field('femaleStaff', 'integer', '女职工人数', 'Women on staff', [required, min(1), max(1000000)], { section: 'union', listed: true }),
    field('pregnantCount', 'integer', '孕期女职工人数', 'Pregnant now', [required, min(0), notAbove('femaleStaff')], {
      section: 'union',
    }),
    field(
      'nursingCount',
      'integer',
      '哺乳期女职工人数',
      'Nursing now (child under one year)',
      [required, min(0), notAbove('femaleStaff')],
      {
        section: 'union',
      },
    ),
    // The room is a venue of the register (recordVenues): named by the venue vocabulary's columns.
    field('venueName', 'text', '小屋名称', 'Name of the room', [required, minLen(2), maxLen(50)], { section: 'room', listed: true }),
    field('venueType', 'dict', '场所类型', 'Kind of venue', [required, motherRoomOnly], {
      section: 'room',
      dict: 'venue_type',
    }),
    field('roomRegion', 'region', '所在街道(乡镇)', 'Sub-district', [required], { section: 'room' }),
    field('roomAddress', 'text', '详细地址', 'Address', [required, maxLen(100)], { section: 'room' }),
    field('location', 'text', '所在位置', 'Building, floor, room', [required, maxLen(100)], { section: 'room' }),
    areaField(1000, {
      section: 'room',
      listed: true,
      help: { zh: '一般不少于10平方米', en: 'Usually at least 10 m²' },
    }),
    ...openingHours({ section: 'room' }, required).map((f) =>
      f.name === 'openDays' ? { ...f, rules: [...f.rules, openEveryWorkingDay] } : f,
    ),
    field('privacy', 'dict', '独立私密、专室专用', 'Private, for this use only', [required, mustBeYes], {
      section: 'room',
      dict: 'yes_no',
      help: { zh: '不得设在卫生间、储物间或开放区域', en: 'Not a toilet, a store or an open corner' },
    }),
    field('openToPublic', 'dict', '是否对外开放', 'Open to visitors too', [required], { section: 'room', dict: 'yes_no' }),
    field(
      'equipment',
      'rows',
      '设施设备',
      'Equipment',
      [
        required,
        minItems(6),
        maxItems(40),
        { rule: 'uniqueColumn', columns: ['item'] },
        basicItem(item.nursingSeat, '哺乳座椅/沙发', 'Nursing seat'),
        basicItem(item.table, '桌子', 'Table'),
        basicItem(item.powerSocket, '电源插座', 'Power socket'),
        basicItem(item.handWashing, '洗手设施', 'Hand-washing'),
        basicItem(item.fridge, '冰箱', 'Fridge'),
        basicItem(item.screening, '可上锁的门或遮挡帘', 'Lockable door or curtain'),
      ],
      {
        section: 'room',
        columns: [
          field('item', 'dict', '设施', 'Item', [required], { dict: 'mother_room_item' }),
          field('quantity', 'integer', '数量', 'Quantity', [required, min(1), max(99)]),
          field('note', 'text', '说明', 'Note', [maxLen(50)]),
        ],
        help: {
          zh: '须具备哺乳座椅、桌子、电源插座、洗手设施、冰箱和可上锁的门或遮挡帘',
          en: 'A nursing seat, a table, a power socket, hand-washing, a fridge and a lockable door or curtain are required',
        },
      },
    ),
    field('investment', 'money', '单位建设投入(元)', 'Spent by the employer (¥)', [required, min(0)], { section: 'room' }),
    field('managerName', 'text', '管理人', 'Person in charge', [required, minLen(2), maxLen(30)], { section: 'manager' }),
    field('managerPosition', 'dict', '女职工委员会职务', "Women's committee post", [], {
      section: 'manager',
      dict: 'launtion_female_position',
    }),
    field('managerTel', 'mobile', '管理人手机', 'Their mobile', [required], { section: 'manager' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot({ ...slot('sign', '门牌/标识照片', 'Sign on the door', ['image']), maxFiles: 2 }),
        requiredSlot({ ...slot('interior', '室内全景照片', 'Interior', ['image']), maxFiles: 6 }),
        { ...slot('equipment', '设施照片', 'Equipment', ['image']), maxFiles: 10 },
        requiredSlot(slot('employer', '单位支持承诺（盖章）', "Employer's commitment (sealed)")),
        slot('rules', '使用管理制度', 'House rules', ['pdf', 'office', 'image']),
      ],
    }),
  ],
  example: {
    unionName: '北京智联科技有限公司工会',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    femaleStaff: 126,
    pregnantCount: 4,
    nursingCount: 7,
    venueName: '智联科技爱心妈咪小屋',
    venueType: C.venueType.motherRoom,
    roomRegion: '110108011',
    roomAddress: '北京市海淀区中关村大街27号智联大厦',
    location: 'B座3层308室',
    area: 12,
    openDays: '1',
    openFrom: '08:30',
    openTo: '18:00',
    privacy: '1',
    openToPublic: '0',
    equipment: [
      { item: '1', quantity: 2, note: '哺乳椅' },
      { item: '2', quantity: 1, note: '' },
      { item: '3', quantity: 3, note: '' },
      { item: '4', quantity: 1, note: '室内洗手台' },
      { item: '5', quantity: 1, note: '母乳专用' },
      { item: '6', quantity: 1, note: '门锁及遮挡帘' },
      { item: '8', quantity: 1, note: '' },
    ],
    investment: 2800000,
    managerName: '王晓燕',
    managerPosition: '1',
    managerTel: '13911114455',
    files: { sign: ['900501'], interior: ['900502'], employer: ['900503'] },
  },
};
