import type { FieldDef } from '../types';
import {
  field,
  maxItems,
  maxLen,
  min,
  minLen,
  notAbove,
  notInFuture,
  ownUnionCodeField,
  required,
  requiredSlot,
  requiredWhen,
  slot,
} from './group-b-parts';
import { workingAgeFrom } from './nominee-fields';

/** honor_cate: the two forms of honor1, each with its own calls. */
export const HONOR_CATE = { person: 'person', team: 'team' } as const;
/** union_honour_team `2` 模范职工小家: a workshop's or team's union, which names its leader and members. */
const SMALL_HOME = '2';

const forPerson = requiredWhen('cate', HONOR_CATE.person);
const forTeam = requiredWhen('cate', HONOR_CATE.team);
const person = { section: 'person' } as const;
const team = { section: 'team' } as const;

/** The honour applied for: the category (fixed by the call) and the honour of that category. */
const honourFields: FieldDef[] = [
  field('cate', 'dict', '申报类别', 'Kind of application', [required], {
    section: 'honour',
    dict: 'honor_cate',
    listed: true,
    help: { zh: '个人或集体，由提交接口确定', en: 'Individual or collective, as the call sent to says' },
  }),
  field('personHonour', 'dict', '申报荣誉(个人)', 'Honour (individual)', [forPerson], {
    section: 'honour',
    dict: 'union_honour_person',
    listed: true,
  }),
  field('teamHonour', 'dict', '申报荣誉(集体)', 'Honour (collective)', [forTeam], {
    section: 'honour',
    dict: 'union_honour_team',
    listed: true,
  }),
  // The person's name or the collective's (the union, or the 分会/小组 of a 模范职工小家): the record's title either way.
  field('name', 'text', '姓名/集体名称', 'Name of the person or collective', [required, minLen(2), maxLen(60)], {
    section: 'honour',
    listed: true,
  }),
];

/** The applicant union, from the tree (read-only): the 申请单位 of both forms. */
const unionFields: FieldDef[] = [
  field('unionName', 'text', '申报单位', 'Applicant union', [], { section: 'union', prefill: 'unionName', readOnly: true, listed: true }),
  ownUnionCodeField(),
  field('chairName', 'text', '工会主席', 'Union chair', [], { section: 'union', prefill: 'chairName', readOnly: true }),
];

/** The nominee (the person form): the nominee block of group A. */
const personFields: FieldDef[] = [
  field('sex', 'dict', '性别', 'Sex', [forPerson], { ...person, dict: 'sex' }),
  field('nation', 'dict', '民族', 'Ethnic group', [forPerson], { ...person, dict: 'nation' }),
  field(
    'birthDate',
    'date',
    '出生日期',
    'Date of birth',
    [forPerson, notInFuture, { rule: 'notAfterField', field: 'unionWorkSince' }],
    person,
  ),
  field('idCard', 'idCard', '身份证号', 'ID number', [forPerson], person),
  field('political', 'dict', '政治面貌', 'Political status', [forPerson], { ...person, dict: 'political' }),
  field('eduLevel', 'dict', '学历', 'Education', [forPerson], { ...person, dict: 'edu_level' }),
  field('unionPost', 'dict', '工会职务', 'Union post', [forPerson], { ...person, dict: 'launtion_position', listed: true }),
  field('professionalTitle', 'dict', '职称', 'Professional title', [], { ...person, dict: 'professional_title' }),
  field('fullTime', 'dict', '是否专职', 'Full-time union officer', [forPerson], { ...person, dict: 'yes_no' }),
  field(
    'unionWorkSince',
    'date',
    '从事工会工作时间',
    'In union work since',
    [forPerson, notInFuture, workingAgeFrom('unionWorkSince', 'birthDate')],
    person,
  ),
  field('unitName', 'text', '工作单位', 'Employer', [forPerson, maxLen(100)], { ...person, prefill: 'unitName' }),
  field('unitUscc', 'uscc', '工作单位统一社会信用代码', "Employer's credit code", [], { ...person, prefill: 'unitUscc' }),
  field('mobile', 'mobile', '手机号码', 'Mobile', [forPerson], person),
  field('photo', 'image', '照片(二寸免冠)', 'Photo (two-inch, bareheaded)', [], {
    ...person,
    help: { zh: '盖章的推荐表上须贴照片', en: 'The sealed application form carries the photo too' },
  }),
];

/** The collective (the team form): the union's counts, and a 模范职工小家's leader and members. */
const teamFields: FieldDef[] = [
  field('leader', 'text', '分会主席(小组长)', 'Leader of the section or group', [requiredWhen('teamHonour', SMALL_HOME), maxLen(30)], team),
  field('members', 'rows', '小组成员', 'Members of the group', [requiredWhen('teamHonour', SMALL_HOME), maxItems(50)], {
    ...team,
    columns: [
      field('name', 'text', '姓名', 'Name', [required, minLen(2), maxLen(30)]),
      field('sex', 'dict', '性别', 'Sex', [required], { dict: 'sex' }),
      field('post', 'text', '岗位', 'Post', [maxLen(30)]),
    ],
    help: { zh: '模范职工小家填写', en: 'For a model staff small home' },
  }),
  field('staffCount', 'integer', '职工人数', 'Staff', [forTeam, min(1)], { ...team, prefill: 'staffCount' }),
  field('memberCount', 'integer', '会员人数', 'Members', [forTeam, min(0), notAbove('staffCount')], { ...team, prefill: 'memberCount' }),
  field('homeSince', 'date', '职工之家建成时间', 'Staff home since', [notInFuture], team),
  field('contactName', 'text', '联系人', 'Contact', [forTeam, maxLen(30)], team),
  field('contactMobile', 'mobile', '联系人手机', "Contact's mobile", [forTeam], team),
];

/** Deeds and honours held, both forms. */
const deedsFields: FieldDef[] = [
  field('summary', 'textarea', '简要事迹', 'Deeds in brief', [required, minLen(50), maxLen(300)], { section: 'deeds' }),
  field('deeds', 'richText', '主要事迹', 'Deeds', [required, minLen(200), maxLen(2000)], { section: 'deeds' }),
  field('honours', 'rows', '曾获荣誉', 'Honours held', [maxItems(20)], {
    section: 'deeds',
    columns: [
      field('honourName', 'text', '荣誉名称', 'Honour', [required, maxLen(60)]),
      field('level', 'dict', '级别', 'Level', [required], { dict: 'honour_level' }),
      field('year', 'integer', '获得年度', 'Year', [required, min(1950), { rule: 'max', value: 2100 }]),
      field('awardingBody', 'text', '授予单位', 'Awarded by', [required, maxLen(60)]),
    ],
  }),
  field('files', 'attachments', '附件', 'Attachments', [], {
    section: 'files',
    slots: [
      requiredSlot(slot('form', '推荐表(盖章)', 'Application form (sealed)')),
      slot('deeds', '事迹材料', 'Deeds'),
      slot('proof', '证明材料(会员名册、活动记录等)', 'Proof (member roll, activity records)'),
    ],
  }),
];

export const honor1Fields: FieldDef[] = [...honourFields, ...unionFields, ...personFields, ...teamFields, ...deedsFields];
