import { parentThenFederation } from '../flow/parent-then-federation';
import type { FieldRule, ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, maxItems, maxLen, minItems, personName, required, unionNameEndings, uniqueUnionName } from './group-b-parts';

/** 联合建会 and 选举组织员: what 《工会法》第十一条 offers a unit with fewer than 25 members. */
const SMALL_UNIT_MODES = [K.setupMode.joint, K.setupMode.organiser];
const SMALL_UNIT = 25;

/** The name ends as the way of founding names the union (docs/forms/group-b.md "Union names"). */
const nameEndsByMode: FieldRule[] = [
  { rule: 'endsWith', values: [...unionNameEndings.committee] },
  {
    rule: 'endsWith',
    values: [...unionNameEndings.joint],
    when: { field: 'setupMode', equals: [K.setupMode.joint], means: { zh: '联合建会', en: 'a joint union' } },
  },
  {
    rule: 'endsWith',
    values: [...unionNameEndings.organiser],
    when: { field: 'setupMode', equals: [K.setupMode.organiser], means: { zh: '选举组织员', en: 'a union led by an organiser' } },
  },
];

/**
 * 建会申请: an enterprise asks its higher union to set up its union (《工会法》第十一条、第十二条): the
 * way of founding, the name, the higher union applied to and the preparatory group (筹备组).
 */
export const setup1: ModuleEntry = {
  key: 'setup1',
  group: 'B',
  title: { zh: '建会申请', en: 'Union set-up request' },
  titleField: 'unionName',
  route: '/setup/setup1/form',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentThenFederation,
  example: {
    enterpriseName: '北京智联科技有限公司',
    creditCode: '91350100M000100Y43',
    legalRepresentative: '张伟',
    employeeCount: 120,
    femaleEmployeeCount: 45,
    address: '北京市海淀区中关村大街1号',
    regionCode: '110108011',
    unionName: '北京智联科技有限公司工会委员会',
    setupMode: K.setupMode.own,
    higherUnion: '1100',
    plannedMembers: 100,
    groupLeader: '李娜',
    leaderMobile: '13800138000',
    prepGroup: [
      { name: '李娜', post: K.prepPost.leader, unit: '人力资源部', mobile: '13800138000' },
      { name: '王强', post: K.prepPost.deputy, unit: '研发中心', mobile: '13900139000' },
      { name: '赵敏', post: K.prepPost.member, unit: '财务部', mobile: '13700137000' },
    ],
    plannedFoundingDate: '2030-06-01',
    remark: '',
    attachments: [],
  },
  sections: [
    { key: 'enterprise', title: { zh: '企业信息', en: 'Enterprise' } },
    { key: 'union', title: { zh: '筹建信息', en: 'Planned union' } },
    { key: 'prep', title: { zh: '筹备组', en: 'Preparatory group' } },
    { key: 'files', title: { zh: '附件', en: 'Attachments' } },
  ],
  fields: [
    {
      name: 'enterpriseName',
      kind: 'text',
      section: 'enterprise',
      listed: true,
      label: { zh: '企业名称', en: 'Enterprise name' },
      rules: [{ rule: 'required' }, { rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 100 }],
    },
    {
      name: 'creditCode',
      kind: 'uscc',
      section: 'enterprise',
      listed: true,
      label: { zh: '统一社会信用代码', en: 'Unified social credit code' },
      placeholder: { zh: '18位统一社会信用代码', en: '18-character code' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'legalRepresentative',
      kind: 'text',
      section: 'enterprise',
      label: { zh: '法定代表人', en: 'Legal representative' },
      rules: [{ rule: 'required' }, { rule: 'maxLength', value: 30 }],
    },
    {
      name: 'employeeCount',
      kind: 'integer',
      section: 'enterprise',
      label: { zh: '职工人数', en: 'Employees' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 1 }, { rule: 'max', value: 1000000 }],
    },
    {
      name: 'femaleEmployeeCount',
      kind: 'integer',
      section: 'enterprise',
      label: { zh: '女职工人数', en: 'Female employees' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 0 }, { rule: 'notAbove', field: 'employeeCount' }],
    },
    {
      name: 'address',
      kind: 'text',
      section: 'enterprise',
      label: { zh: '单位地址', en: 'Address' },
      rules: [{ rule: 'required' }, { rule: 'maxLength', value: 200 }],
    },
    {
      name: 'regionCode',
      kind: 'region',
      section: 'enterprise',
      label: { zh: '所属区域', en: 'Region' },
      rules: [{ rule: 'required' }],
    },
    {
      name: 'unionName',
      kind: 'text',
      section: 'union',
      listed: true,
      label: { zh: '拟成立工会名称', en: 'Union name' },
      rules: [{ rule: 'required' }, { rule: 'minLength', value: 4 }, { rule: 'maxLength', value: 100 }, ...nameEndsByMode, uniqueUnionName],
      help: {
        zh: '单位全称+工会委员会；联合建会的以“联合工会委员会”结尾，选举组织员的以“工会”结尾；不得与已有工会重名',
        en: "The employer's full name + 工会委员会; a joint union's ends with 联合工会委员会, an organiser's with 工会; no other union may have it",
      },
    },
    field(
      'setupMode',
      'dict',
      '建会方式',
      'Way of founding',
      [
        required,
        {
          rule: 'onlyBelow',
          equals: SMALL_UNIT_MODES,
          field: 'plannedMembers',
          value: SMALL_UNIT,
          means: { zh: '联合建会或选举组织员', en: 'a joint union or an organiser' },
        },
      ],
      {
        section: 'union',
        dict: 'setup_mode',
        help: {
          zh: '会员25人以上的应当建立基层工会委员会；不足25人的，可以单独建会，也可以与其他单位联合建会或选举组织员一人(《工会法》第十一条)',
          en: 'With 25 members or more a unit sets up its own committee; with fewer it may also join other units or elect an organiser (Trade Union Law art. 11)',
        },
      },
    ),
    field('higherUnion', 'unionPicker', '上级工会', 'Higher union applied to', [required], {
      section: 'union',
      prefill: 'parentUnion',
      help: { zh: '建会须报上级工会批准(《工会法》第十二条)', en: 'A new union is approved by its higher union (Trade Union Law art. 12)' },
    }),
    {
      name: 'plannedMembers',
      kind: 'integer',
      section: 'union',
      label: { zh: '拟发展会员人数', en: 'Planned members' },
      rules: [{ rule: 'required' }, { rule: 'min', value: 1 }, { rule: 'notAbove', field: 'employeeCount' }],
    },
    {
      name: 'groupLeader',
      kind: 'text',
      section: 'prep',
      label: { zh: '筹备组组长', en: 'Preparatory group leader' },
      rules: [{ rule: 'required' }, { rule: 'maxLength', value: 30 }],
    },
    {
      name: 'leaderMobile',
      kind: 'mobile',
      section: 'prep',
      label: { zh: '手机号码', en: 'Mobile phone' },
      rules: [{ rule: 'required' }],
    },
    field(
      'prepGroup',
      'rows',
      '筹备组成员',
      'Preparatory group members',
      [
        required,
        minItems(3),
        maxItems(15),
        { rule: 'rowsWith', column: 'post', value: K.prepPost.leader, count: 1, valueLabel: { zh: '组长', en: 'Leader' } },
      ],
      {
        section: 'prep',
        columns: [
          field('name', 'text', '姓名', 'Name', personName),
          field('post', 'dict', '筹备组职务', 'Post in the group', [required], { dict: 'setup_1_mem' }),
          field('unit', 'text', '所在单位或部门', 'Unit or department', [required, maxLen(100)]),
          field('mobile', 'mobile', '手机号码', 'Mobile', [required]),
        ],
        help: {
          zh: '组长一人(即筹备组组长)，成员至少三人',
          en: 'One leader (the group leader above); at least three members',
        },
      },
    ),
    {
      name: 'plannedFoundingDate',
      kind: 'date',
      section: 'union',
      listed: true,
      label: { zh: '拟成立日期', en: 'Planned founding date' },
      rules: [{ rule: 'required' }, { rule: 'notBeforeToday' }],
    },
    {
      name: 'remark',
      kind: 'textarea',
      section: 'union',
      label: { zh: '备注', en: 'Remarks' },
      rules: [{ rule: 'maxLength', value: 500 }],
    },
    {
      name: 'attachments',
      kind: 'attachments',
      section: 'files',
      label: { zh: '附件(筹备组批复、职工名册等)', en: 'Attachments (approval of the group, staff roll)' },
      rules: [],
    },
  ],
};
