import type { FieldDef } from '../types';
import { contactFields, filesField } from './bookroom-parts';

const text = (name: string, section: string, zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'text',
  section,
  label: { zh, en },
  rules: [{ rule: 'required' }, { rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 50 }],
  ...more,
});

const count = (name: string, section: string, zh: string, en: string, min: number, more: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'integer',
  section,
  label: { zh, en },
  rules: [{ rule: 'required' }, { rule: 'min', value: min }, { rule: 'max', value: 10_000_000 }],
  ...more,
});

/**
 * The form of field3apply (docs/forms/group-c-field.md "field3apply"): the round's year, the union and
 * its employer, the bookroom in the venue vocabulary (its register row's columns), its use last year,
 * the contact and the materials the notices ask for.
 */
export const field3applyFields: FieldDef[] = [
  {
    name: 'year',
    kind: 'integer',
    section: 'round',
    listed: true,
    label: { zh: '申报年度', en: 'Year' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 2000 }, { rule: 'notAfterThisYear' }],
  },
  { ...text('unionName', 'union', '工会名称', 'Union'), listed: true, prefill: 'unionName', readOnly: true, rules: [{ rule: 'required' }] },
  {
    name: 'uscc',
    kind: 'uscc',
    section: 'union',
    // From the union's legal-person registration where it has one; typed otherwise.
    prefill: 'uscc',
    label: { zh: '工会统一社会信用代码', en: 'Union credit code' },
    rules: [{ rule: 'required' }, { rule: 'startsWith', values: ['81'] }],
  },
  {
    ...text('unitName', 'union', '单位名称', 'Employer'),
    prefill: 'unitName',
    rules: [{ rule: 'required' }, { rule: 'maxLength', value: 100 }],
  },
  count('staffCount', 'union', '职工人数', 'Staff', 1, { prefill: 'staffCount' }),
  {
    name: 'frontlineShare',
    kind: 'integer',
    section: 'union',
    label: { zh: '一线职工占比(%)', en: 'Front-line staff (%)' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 0 }, { rule: 'max', value: 100 }],
  },
  {
    name: 'venueId',
    kind: 'text',
    section: 'bookroom',
    label: { zh: '书屋场所编号', en: 'Bookroom’s venue number' },
    help: {
      zh: '已登记的书屋从阵地场所中选择；新建书屋留空，审定后以本申报编号登记',
      en: 'Pick the bookroom from the union’s venues; leave empty for a new one, registered under this application’s number once approved',
    },
    rules: [{ rule: 'inRegister', register: 'venue' }],
  },
  {
    name: 'venueType',
    kind: 'dict',
    dict: 'venue_type',
    section: 'bookroom',
    label: { zh: '场所类型', en: 'Kind of venue' },
    rules: [{ rule: 'required' }, { rule: 'pattern', value: '^4$', means: { zh: '职工书屋', en: 'a staff bookroom' } }],
  },
  { ...text('venueName', 'bookroom', '书屋名称', 'Name'), listed: true },
  { ...text('location', 'bookroom', '所在位置', 'Location'), rules: [{ rule: 'required' }, { rule: 'maxLength', value: 100 }] },
  { ...count('area', 'bookroom', '使用面积(平方米)', 'Floor area (m²)', 1), listed: true },
  { ...count('bookCount', 'bookroom', '藏书(册)', 'Books', 0), listed: true },
  count('periodicals', 'bookroom', '报刊(种)', 'Newspapers and periodicals', 0, {
    help: { zh: '含《工人日报》等', en: 'Among them the Workers’ Daily' },
  }),
  count('seats', 'bookroom', '阅览座位(个)', 'Seats', 1),
  count('terminals', 'bookroom', '上网电脑/阅读终端(台)', 'Computers and reading terminals', 0),
  {
    name: 'digitalAccess',
    kind: 'dict',
    dict: 'yes_no',
    section: 'bookroom',
    label: { zh: '提供数字阅读服务', en: 'Digital reading' },
    rules: [{ rule: 'required' }],
  },
  {
    name: 'openDays',
    kind: 'dict',
    dict: 'open_days',
    section: 'bookroom',
    label: { zh: '开放日', en: 'Open on' },
    rules: [{ rule: 'required' }],
  },
  {
    name: 'openFrom',
    kind: 'time',
    section: 'bookroom',
    label: { zh: '开放时间(起)', en: 'Opens at' },
    rules: [
      { rule: 'requiredWhen', field: 'openDays', equals: ['1', '2', '3', '4'] },
      { rule: 'notAfterField', field: 'openTo' },
    ],
  },
  {
    name: 'openTo',
    kind: 'time',
    section: 'bookroom',
    label: { zh: '开放时间(止)', en: 'Closes at' },
    rules: [{ rule: 'requiredWhen', field: 'openDays', equals: ['1', '2', '3', '4'] }],
  },
  {
    name: 'weeklyHours',
    kind: 'integer',
    section: 'bookroom',
    label: { zh: '每周开放时长(小时)', en: 'Hours open a week' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 1 }, { rule: 'max', value: 168 }],
  },
  {
    ...text('managerName', 'bookroom', '管理员', 'Keeper'),
    rules: [{ rule: 'required' }, { rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 30 }],
  },
  {
    name: 'managerKind',
    kind: 'dict',
    dict: 'keeper_kind',
    section: 'bookroom',
    label: { zh: '管理员类别', en: 'Keeper is' },
    rules: [{ rule: 'required' }],
  },
  {
    name: 'managerTel',
    kind: 'mobile',
    section: 'bookroom',
    label: { zh: '管理员手机', en: 'Keeper’s mobile' },
    rules: [{ rule: 'required' }],
  },
  count('loansLastYear', 'use', '上一年度借阅(人次)', 'Loans last year', 0),
  {
    name: 'fundsLastYear',
    kind: 'money',
    section: 'use',
    label: { zh: '上一年度书屋经费投入(元)', en: 'Spent on the bookroom last year' },
    rules: [{ rule: 'required' }, { rule: 'min', value: 0 }],
  },
  {
    name: 'activities',
    kind: 'rows',
    section: 'use',
    label: { zh: '上一年度读书活动', en: 'Reading activities last year' },
    rules: [{ rule: 'required' }, { rule: 'minItems', value: 2 }, { rule: 'maxItems', value: 30 }],
    columns: [
      { name: 'date', kind: 'date', label: { zh: '日期', en: 'Date' }, rules: [{ rule: 'required' }, { rule: 'notInFuture' }] },
      {
        name: 'title',
        kind: 'text',
        label: { zh: '活动名称', en: 'Activity' },
        rules: [{ rule: 'required' }, { rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 50 }],
      },
      {
        name: 'participants',
        kind: 'integer',
        label: { zh: '参加人次', en: 'Participants' },
        rules: [{ rule: 'required' }, { rule: 'min', value: 1 }],
      },
    ],
  },
  {
    name: 'introduction',
    kind: 'textarea',
    section: 'use',
    label: { zh: '书屋简介', en: 'About the bookroom' },
    rules: [{ rule: 'required' }, { rule: 'minLength', value: 100 }, { rule: 'maxLength', value: 800 }],
  },
  ...contactFields(
    { name: 'contactName', label: { zh: '联系人', en: 'Contact' } },
    { name: 'contactMobile', label: { zh: '联系人手机', en: 'Contact mobile' } },
  ),
  filesField([
    { key: 'form', label: { zh: '示范点申请表（盖章）', en: 'Application form (sealed)' }, types: ['pdf'], maxFiles: 1, required: true },
    { key: 'exterior', label: { zh: '书屋外景/标识照片', en: 'Outside and sign' }, types: ['image'], maxFiles: 3, required: true },
    { key: 'interior', label: { zh: '书屋内景照片', en: 'Inside' }, types: ['image'], maxFiles: 6, minFiles: 2, required: true },
    { key: 'register', label: { zh: '借阅登记记录', en: 'Loans register' }, types: ['pdf', 'image', 'office'], required: true },
    { key: 'rules', label: { zh: '管理制度', en: 'House rules' }, types: ['pdf', 'office', 'image'], required: true },
  ]),
];
