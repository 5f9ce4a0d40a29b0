import { parentThenFederation } from '../flow/parent-then-federation';
import type { FieldDef, ModuleEntry, StepCalls } from '../types';
import { termHelp, termOfThreeOrFive } from './election-fields';
import { dictKeys as K } from './group-b-dicts';
import {
  accountNo,
  contactFields,
  eduColumn,
  femaleCommitteeColumns,
  field,
  finCommitteeColumns,
  maxItems,
  maxLen,
  min,
  minItems,
  minLen,
  mobileColumn,
  nameColumn,
  nationColumn,
  notAbove,
  notInFuture,
  oneChair,
  personName,
  politicalColumn,
  positionColumn,
  required,
  requiredWhen,
  section,
  sexColumn,
  slot,
  unionCode,
  uniqueUnionName,
  unitColumns,
} from './group-b-parts';

const kind = K.unionKind;
/** Required only for the step-2 variant of this union kind. */
const forKind = (k: string) => requiredWhen('unionKind', k);

/** The employer of a union of one employer (crop, cropTradeUnion), prefixed per variant so names stay unique. */
function employerFields(prefix: string, k: string, zh: string): FieldDef[] {
  return [
    field(`${prefix}UnitName`, 'text', `${zh}名称`, 'Employer', [forKind(k), minLen(2), maxLen(100)], { section: 'units' }),
    field(`${prefix}UnitUscc`, 'uscc', `${zh}统一社会信用代码`, "Employer's credit code", [forKind(k)], { section: 'units' }),
    field(`${prefix}UnitCategory`, 'dict', `${zh}类别`, "Employer's category", [forKind(k)], { section: 'units', dict: 'crop_cate' }),
    field(`${prefix}StaffCount`, 'integer', '职工人数', 'Staff', [forKind(k), min(1)], { section: 'units' }),
  ];
}

const calls = (save: string, submit: string, resubmit: string): StepCalls => ({ save, submit, resubmit });

/**
 * 工会组织信息登记: a union set up outside the portal registers in four steps the higher union
 * approves one by one; step 2 (its employers) depends on the kind of union chosen in step 1.
 */
export const organ5: ModuleEntry = {
  key: 'organ5',
  group: 'B',
  title: { zh: '工会组织信息登记', en: 'Union organisation registration' },
  titleField: 'unionName',
  route: '/myunion/infos/added/form',
  starters: ['corp', 'launion'],
  draftTtlDays: 180,
  flowModel: parentThenFederation,
  calls: ['getid', 'detail', 'downloadfile', 'review'],
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/organ5/basedata',
      summary: { zh: '登记表的基础数据(本会、上级工会、选项)', en: 'Base data of the form (this union, its higher union, options)' },
      permission: 'view',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/organ5/getUnit',
      summary: { zh: '按id查询一个单位(填入所属单位)', en: 'One employer by id (to fill the member units)' },
      permission: 'view',
    },
  ],
  effects: { onApproved: 'createUnion' },
  sections: [
    section('basic', '工会基本信息', 'Union'),
    section('units', '所属单位', 'Employers'),
    section('committee', '委员会组成', 'Committees'),
    section('members', '会员及经费', 'Members and funds'),
  ],
  steps: [
    {
      key: 'basic',
      title: { zh: '基本信息', en: 'Union' },
      fields: ['unionName', 'unionUscc', 'unionKind', 'higherUnion', 'setupDate', 'region', 'address', 'contactName', 'contactMobile'],
      calls: calls('save1', 'submit1', 'resubmit1'),
    },
    {
      key: 'units',
      title: { zh: '所属单位', en: 'Employers' },
      fields: ['cropUnitName', 'cropUnitUscc', 'cropUnitCategory', 'cropStaffCount'],
      calls: calls('savecrop', 'submitcrop', 'resubmitcrop'),
      variants: [
        {
          field: 'unionKind',
          equals: kind.crop,
          key: 'crop',
          title: { zh: '单独建会单位', en: 'Own union of one employer' },
          fields: ['cropUnitName', 'cropUnitUscc', 'cropUnitCategory', 'cropStaffCount'],
          calls: calls('savecrop', 'submitcrop', 'resubmitcrop'),
        },
        {
          field: 'unionKind',
          equals: kind.cropGroup,
          key: 'cropGroup',
          title: { zh: '企业集团工会', en: 'Enterprise group union' },
          fields: ['groupUnitName', 'groupUnitUscc', 'groupUnitCategory', 'groupStaffCount', 'subsidiaries'],
          calls: calls('saveCropGroup', 'submitCropGroup', 'resubmitCropGroup'),
        },
        {
          field: 'unionKind',
          equals: kind.cropTradeUnion,
          key: 'cropTradeUnion',
          title: { zh: '企业工会及分会', en: 'Enterprise union with branch unions' },
          fields: ['tuUnitName', 'tuUnitUscc', 'tuUnitCategory', 'tuStaffCount', 'branches'],
          calls: calls('saveCropTradeUnion', 'submitCropTradeUnion', 'resubmitCropTradeUnion'),
        },
        {
          field: 'unionKind',
          equals: kind.ally,
          key: 'ally',
          title: { zh: '联合基层工会', en: 'Joint grassroots union' },
          fields: ['allyScope', 'allyUnits'],
          calls: calls('saveally', 'submitally', 'resubmitally'),
        },
        {
          field: 'unionKind',
          equals: kind.union,
          key: 'union',
          title: { zh: '区域性、行业性工会联合会', en: 'Regional or trade federation' },
          fields: ['federationScope', 'federationArea', 'memberUnits'],
          calls: calls('saveunion', 'submitunion', 'resubmitunion'),
        },
      ],
    },
    {
      key: 'committee',
      title: { zh: '委员会组成', en: 'Committees' },
      fields: ['term', 'committee', 'finCommittee', 'femaleCommittee'],
      calls: calls('save3', 'submit3', 'resubmit3'),
    },
    {
      key: 'members',
      title: { zh: '会员及经费', en: 'Members and funds' },
      fields: ['memberCount', 'femaleMembers', 'migrantMembers', 'bankName', 'bankAccount', 'files'],
      calls: calls('save4', 'submit4', 'resubmit4'),
    },
  ],
  fields: [
    // Step 1
    field(
      'unionName',
      'text',
      '工会名称',
      'Union name',
      [required, minLen(4), maxLen(100), { rule: 'endsWith', values: ['工会委员会', '联合会', '工会'] }, uniqueUnionName],
      {
        section: 'basic',
        listed: true,
      },
    ),
    field('unionUscc', 'uscc', '工会统一社会信用代码', "Union's credit code", [unionCode], {
      section: 'basic',
      help: { zh: '已取得工会法人资格的填写，以81开头', en: 'When the union holds a legal-person certificate; starts with 81' },
    }),
    field('unionKind', 'dict', '工会类型', 'Kind of union', [required], { section: 'basic', listed: true, dict: 'union_kind' }),
    field('higherUnion', 'unionPicker', '上级工会', 'Higher union', [required], { section: 'basic', prefill: 'parentUnion' }),
    field('setupDate', 'date', '建会日期', 'Set up on', [required, notInFuture], { section: 'basic', listed: true }),
    field('region', 'region', '所在区域', 'Region', [required], { section: 'basic' }),
    field('address', 'text', '工会地址', 'Address', [required, maxLen(200)], { section: 'basic' }),
    ...contactFields('basic'),
    // Step 2, variant crop: 单独建会
    ...employerFields('crop', kind.crop, '单位'),
    // Step 2, variant cropGroup: 集团 with its subsidiaries
    ...employerFields('group', kind.cropGroup, '集团公司'),
    field('subsidiaries', 'rows', '所属子公司', 'Subsidiaries', [forKind(kind.cropGroup), minItems(1)], {
      section: 'units',
      columns: [...unitColumns(), field('hasUnion', 'dict', '是否已建会', 'Has its own union', [required], { dict: 'yes_no' })],
    }),
    // Step 2, variant cropTradeUnion: one employer, union with branch unions
    ...employerFields('tu', kind.cropTradeUnion, '单位'),
    field('branches', 'rows', '分会', 'Branch unions', [forKind(kind.cropTradeUnion), minItems(1)], {
      section: 'units',
      columns: [
        field('branchName', 'text', '分会名称', 'Branch', [required, minLen(2), maxLen(100)]),
        field('chairName', 'text', '分会主席', 'Branch chair', personName),
        field('memberCount', 'integer', '会员人数', 'Members', [required, min(0)]),
      ],
    }),
    // Step 2, variant ally: 联合基层工会
    field('allyScope', 'text', '联合范围', 'Area covered', [forKind(kind.ally), maxLen(200)], {
      section: 'units',
      help: { zh: '如楼宇、园区、村(社区)', en: 'A building, an industrial park, a village or community' },
    }),
    field('allyUnits', 'rows', '联合单位', 'Member employers', [forKind(kind.ally), minItems(2)], {
      section: 'units',
      columns: unitColumns(),
    }),
    // Step 2, variant union: 区域性、行业性工会联合会
    field('federationScope', 'dict', '联合会类型', 'Kind of federation', [forKind(kind.union)], { section: 'units', dict: 'union_scope' }),
    field('federationArea', 'text', '覆盖区域或行业', 'Area or trade covered', [forKind(kind.union), maxLen(200)], { section: 'units' }),
    field('memberUnits', 'rows', '成员单位', 'Member employers', [forKind(kind.union), minItems(2)], {
      section: 'units',
      columns: unitColumns(),
    }),
    // Step 3
    field('term', 'dateRange', '本届任期', 'Present term', [required, termOfThreeOrFive], { section: 'committee', help: termHelp }),
    field('committee', 'rows', '委员会委员', 'Committee', [required, minItems(3), maxItems(45), oneChair], {
      section: 'committee',
      columns: [nameColumn(), sexColumn(), nationColumn(), eduColumn(), politicalColumn(), positionColumn(), mobileColumn()],
    }),
    field('finCommittee', 'rows', '经费审查委员会委员', 'Funds review committee', [required, minItems(1)], {
      section: 'committee',
      columns: finCommitteeColumns(),
    }),
    field('femaleCommittee', 'rows', '女职工委员会委员', "Women's committee", [], {
      section: 'committee',
      columns: femaleCommitteeColumns(),
    }),
    // Step 4
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(1)], { section: 'members', listed: true }),
    field('femaleMembers', 'integer', '女会员人数', 'Female members', [required, min(0), notAbove('memberCount')], { section: 'members' }),
    field('migrantMembers', 'integer', '农民工会员人数', 'Migrant-worker members', [min(0), notAbove('memberCount')], {
      section: 'members',
    }),
    field('bankName', 'text', '经费账户开户行', "Funds account's bank", [maxLen(100)], { section: 'members' }),
    field('bankAccount', 'text', '经费账户账号', 'Funds account number', [accountNo], { section: 'members' }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'members',
      slots: [
        slot('approval', '成立批复', 'Approval of the set-up'),
        slot('certificate', '法人资格证书', 'Legal-person certificate'),
        slot('roster', '会员名册', 'Member roll', ['office', 'pdf']),
      ],
      help: { zh: '成立批复为必备材料', en: 'The approval of the set-up is required' },
    }),
  ],
  example: {
    unionName: '北京创新大厦联合工会委员会',
    unionUscc: '81110108MC00678907',
    unionKind: kind.ally,
    higherUnion: '1100',
    setupDate: '2024-05-08',
    region: '110108011',
    address: '北京市海淀区中关村大街18号创新大厦',
    contactName: '刘洋',
    contactMobile: '13700001111',
    allyScope: '创新大厦楼宇内小微企业',
    allyUnits: [
      {
        unitName: '北京星图信息技术有限公司',
        uscc: '91110108MA01X7Y8KD',
        category: K.cropCate.enterprise,
        staffCount: 18,
        memberCount: 15,
      },
      { unitName: '北京优品设计有限公司', uscc: '91110108MA03F6G7H8', category: K.cropCate.enterprise, staffCount: 12, memberCount: 10 },
    ],
    term: { start: '2024-05-08', end: '2029-05-07' },
    committee: [
      {
        name: '刘洋',
        sex: K.sex.male,
        nation: K.nation.han,
        edu: K.eduLevel.bachelor,
        political: K.political.party,
        position: K.position.chair,
        mobile: '13700001111',
      },
      {
        name: '赵敏',
        sex: K.sex.female,
        nation: K.nation.han,
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.viceChair,
        mobile: '13700002222',
      },
      {
        name: '陈强',
        sex: K.sex.male,
        nation: K.nation.han,
        edu: K.eduLevel.bachelor,
        political: K.political.masses,
        position: K.position.member,
        mobile: '13700003333',
      },
    ],
    finCommittee: [{ name: '孙丽', sex: K.sex.female, political: K.political.party, position: K.finPosition.head }],
    femaleCommittee: [{ name: '赵敏', position: K.femalePosition.head }],
    memberCount: 25,
    femaleMembers: 11,
    migrantMembers: 3,
    bankName: '中国工商银行北京中关村支行',
    bankAccount: '0200004509200123456',
    files: {},
  },
};
