import type { ModuleEntry } from '../types';
import {
  commonSlots,
  declaration,
  deedsFields,
  deedsSection,
  EXAMPLE_NOTICE,
  filesSection,
  nominationBase,
  noticeFields,
  noticeSection,
  roundSection,
  yearField,
} from './advance-parts';
import { dictKeys as K } from './group-b-dicts';
import { field, max, maxLen, min, notInFuture, personName, required, requiredSlot, section, slot } from './group-b-parts';
import { nomineeLedgerColumns, workingAgeFrom } from './nominee-fields';
import { sharesOf } from './round-shares';
import { headerGroup, nominationSignatures, structureShares, womenShare } from './ledger-sheets';

/**
 * 先进个人推荐申报 (class a, g): the enterprise union nominates a member of its staff for the
 * federation's yearly commendation, after a democratic recommendation and a notice in the unit; the
 * launion reviews and chooses within its places, the federation decides
 * (docs/forms/group-a-advance.md, advanceSelection1). Filed in the round of advanced persons.
 */
export const advanceSelection1: ModuleEntry = {
  ...nominationBase,
  key: 'advanceSelection1',
  title: { zh: '先进个人推荐申报', en: 'Advanced individual nomination' },
  titleField: 'name',
  route: '/honor/advanced/person',
  round: { kind: 'advance_person', shares: sharesOf.advancePerson },
  sections: [roundSection, section('person', '被推荐人', 'Nominee'), noticeSection, deedsSection, filesSection],
  fields: [
    yearField(),
    field('name', 'text', '姓名', 'Name', personName, { section: 'person', listed: true }),
    field('idCard', 'idCard', '身份证号', 'ID number', [required], { section: 'person' }),
    field('sex', 'dict', '性别', 'Sex', [required, { rule: 'agreesWithIdCard', field: 'idCard', part: 'sex' }], {
      section: 'person',
      listed: true,
      dict: 'sex',
    }),
    field(
      'birthDate',
      'date',
      '出生日期',
      'Date of birth',
      [required, notInFuture, { rule: 'agreesWithIdCard', field: 'idCard', part: 'birthDate' }],
      {
        section: 'person',
      },
    ),
    field('nation', 'dict', '民族', 'Ethnic group', [required], { section: 'person', dict: 'nation' }),
    field('political', 'dict', '政治面貌', 'Political status', [required], { section: 'person', dict: 'political' }),
    field('eduLevel', 'dict', '学历', 'Education', [required], { section: 'person', dict: 'edu_level' }),
    field('professionalTitle', 'dict', '专业技术职称', 'Professional title', [required], {
      section: 'person',
      dict: 'professional_title',
    }),
    field('skillLevel', 'dict', '职业技能等级', 'Vocational skill level', [], { section: 'person', dict: 'skill_level' }),
    field('unitName', 'text', '工作单位', 'Employer', [required, maxLen(100)], {
      section: 'person',
      listed: true,
      prefill: 'unitName',
    }),
    field('unitUscc', 'uscc', '单位统一社会信用代码', "Employer's credit code", [required], {
      section: 'person',
      prefill: 'unitUscc',
    }),
    field('post', 'text', '职务/岗位', 'Post', [required, maxLen(50)], { section: 'person' }),
    field('personType', 'dict', '人员类别', 'Category', [required], { section: 'person', listed: true, dict: 'advance_person_type' }),
    field('migrantWorker', 'dict', '是否农民工', 'Migrant worker', [required], { section: 'person', dict: 'yes_no' }),
    field('joinWorkDate', 'date', '参加工作时间', 'Started work', [required, notInFuture, workingAgeFrom('joinWorkDate', 'birthDate')], {
      section: 'person',
    }),
    field('serviceYears', 'integer', '工龄(年)', 'Years of service', [required, min(0), max(60)], { section: 'person' }),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'person' }),
    {
      ...declaration('noDiscipline', '无处分及违法犯罪记录', 'No sanction in force', 'person'),
      help: {
        zh: '不在党纪处分影响期、政务处分期内，无违法犯罪记录',
        en: 'Under no party or administrative sanction still in force, and no criminal record',
      },
    },
    ...noticeFields(),
    ...deedsFields(),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot({ ...slot('photo', '二寸免冠照片', 'Photo', ['image']), maxFiles: 1 }),
        ...commonSlots(),
        {
          ...slot('opinions', '部门意见', "Departments' opinions"),
          requiredWhen: { field: 'personType', equals: ['4'], means: { zh: '单位负责人', en: 'a head of the unit' } },
        },
      ],
      help: {
        zh: '单位负责人另需纪检监察、人社、生态环境、应急管理、税务、市场监管等部门意见',
        en: "A head of the unit also needs the departments' opinions (discipline, labour, environment, safety, tax, market)",
      },
    }),
  ],
  document: {
    title: { zh: '先进个人推荐审批表', en: 'Advanced individual nomination form' },
    nomination: { photo: { field: 'files', slot: 'photo' } },
    derived: nomineeLedgerColumns('birthDate', { yearEndOf: 'year' }),
    ledger: [
      'year',
      'name',
      'sex',
      'nation',
      'birthDate',
      'political',
      'eduLevel',
      'unitName',
      'post',
      'personType',
      'migrantWorker',
      'joinWorkDate',
      'honours',
      'brief',
    ],
    headerGroups: [
      headerGroup('被推荐人基本情况', 'The nominee', ['name', 'sex', 'nation', 'birthDate', 'political', 'eduLevel']),
      headerGroup('工作单位及人员结构', 'Employer and category', ['unitName', 'post', 'personType', 'migrantWorker']),
    ],
    totals: [
      womenShare,
      ...structureShares(sharesOf.advancePerson, { zh: '单位负责人', en: 'Heads of units' }),
      { field: 'migrantWorker', values: [K.yesNo.yes], label: { zh: '农民工', en: 'Migrant workers' } },
    ],
    signatureRows: nominationSignatures,
  },
  example: {
    year: 2026,
    name: '刘晓梅',
    idCard: '110108198604120029',
    sex: K.sex.female,
    birthDate: '1986-04-12',
    nation: K.nation.han,
    political: K.political.party,
    eduLevel: K.eduLevel.bachelor,
    professionalTitle: '3',
    skillLevel: '2',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    post: '质量管理部检测班班长',
    personType: '1',
    migrantWorker: K.yesNo.no,
    joinWorkDate: '2008-07-01',
    serviceYears: 18,
    mobile: '13911112222',
    noDiscipline: K.yesNo.yes,
    unitNotice: EXAMPLE_NOTICE,
    noticeResult: '公示期内无异议',
    brief:
      '扎根检测一线十八年，主持建立精密零件全尺寸检测规程，产品一次交检合格率由96.2%提升到99.6%；带出技师4名，所带班组连续三年无质量事故。',
    deeds:
      '<p>刘晓梅同志2008年7月参加工作，一直在公司质量管理部检测岗位，2016年起任检测班班长。</p>' +
      '<p>她扎根一线，钻研精密零件检测技术，主持编制《精密零件全尺寸检测规程》等企业标准3项，推动检测由抽检改为关键尺寸全检，' +
      '产品一次交检合格率由96.2%提升到99.6%，客户质量投诉三年下降八成。她牵头开展“检测工装小改革”活动，完成技术革新11项，' +
      '其中“多工位快速定位检具”获国家实用新型专利，每年为企业节约返工成本约80万元。</p>' +
      '<p>她注重传帮带，创办“晓梅检测课堂”，累计授课120余学时，带出技师4名、高级工9名；所带班组连续三年无质量事故，' +
      '2024年被评为公司“质量信得过班组”。她热心工会工作，担任工会小组长，组织职工技能比武和困难职工走访，在职工中威信较高。</p>',
    honours: [
      { year: 2024, honourName: '海淀区优秀共产党员', level: '4', awardingBody: '中共北京市海淀区委' },
      { year: 2022, honourName: '公司年度质量标兵', level: '6', awardingBody: '北京智联科技有限公司' },
    ],
    files: { photo: ['900101'], form: ['900102'], vote: ['900103'], notice: ['900104'] },
  },
};
