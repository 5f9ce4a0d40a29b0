/**
 * The venue vocabulary (docs/forms/group-c-field.md "The venue vocabulary"): one set of columns for
 * every venue and room of field work, so field1's venue rows, field4's room and the register's rows
 * print and list alike. The columns are built here once; a module takes them as a `rows` field's
 * columns (field1) or as its own fields (field4's room, the register views' columns); the employer's
 * opinion block their printouts share.
 */
import type { DocumentDef, FieldDef, FieldRule } from '../types';
import { groupCDictKeys as C } from './group-c-dicts';
import { field, max, maxLen, min, minLen, required } from './group-b-parts';

/** 必填 unless the venue is open by appointment (预约开放 has no fixed hours). */
const hoursRequired: FieldRule = { rule: 'requiredWhen', field: 'openDays', equals: ['1', '2', '3', '4'] };

/** The opening hours: the days, then a from–to time (from not after to). */
export const openingHours = (extras: Partial<FieldDef> = {}, timesRequired: FieldRule = hoursRequired): FieldDef[] => [
  field('openDays', 'dict', '开放日', 'Open on', [required], { dict: 'open_days', ...extras }),
  field('openFrom', 'time', '开放时间(起)', 'Opens at', [timesRequired, { rule: 'notAfterField', field: 'openTo' }], extras),
  field('openTo', 'time', '开放时间(止)', 'Closes at', [timesRequired], extras),
];

/** A venue's floor area in whole square metres (every standard sets whole-number floors). */
export const areaField = (maxArea: number, extras: Partial<FieldDef> = {}): FieldDef =>
  field('area', 'integer', '使用面积(平方米)', 'Floor area (m²)', [required, min(1), max(maxArea)], extras);

/** The columns of a venue row, `venueId` first: reserved by `field2/getid` or a row of the union's register. */
export const venueColumns = (): FieldDef[] => [
  field('venueId', 'text', '场所编号', 'Venue number', [required, { rule: 'inRegister', register: 'venue', reservedBy: 'field2' }], {
    readOnly: true,
    help: { zh: '添加场所时自动编号，历年申报沿用', en: 'Given when a row is added, kept across declarations' },
  }),
  field('venueName', 'text', '场所名称', 'Venue name', [required, minLen(2), maxLen(50)]),
  field('venueType', 'dict', '场所类型', 'Kind of venue', [required], { dict: 'venue_type' }),
  areaField(100000),
  field('location', 'text', '所在位置', 'Location', [required, maxLen(100)], {
    placeholder: { zh: '楼宇、楼层、房间号', en: 'Building, floor and room' },
  }),
  ...openingHours(),
  field('managerName', 'text', '管理人', 'Person in charge', [required, minLen(2), maxLen(30)]),
  field('managerTel', 'mobile', '管理人手机', 'Their mobile', [required]),
  field('photo', 'image', '场所照片', 'Photo', [required]),
];

/** The register's columns as its views show them (field2, field5): the vocabulary, read-only, without the row id. */
export const registerViewFields = (): FieldDef[] =>
  venueColumns()
    .filter((f) => f.name !== 'venueId')
    .map((f) => ({ ...f, rules: [], readOnly: true, listed: true }));

/** A venue row of the examples: the register's views show one such row. */
export const exampleVenue = {
  venueName: '职工活动室',
  venueType: C.venueType.activityRoom,
  area: 120,
  location: '智联大厦B座5层501',
  openDays: C.openDays.workingDays,
  openFrom: '08:30',
  openTo: '20:00',
  managerName: '孙丽娟',
  managerTel: '13911112233',
  photo: '900201',
};

/**
 * F-employer: the employer's opinion on the venue it provides (单位行政意见), printed empty for its hand and seal,
 * and the higher union's review block with the line 实地查看日期 empty, the site visit recorded by hand (field1, field4).
 */
export const employerOpinion: DocumentDef = {
  extraBlocks: [{ heading: { zh: '单位行政意见', en: "The employer's opinion" } }],
  siteVisitLine: 'launion',
};
