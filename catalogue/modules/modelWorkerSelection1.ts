import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, min, minLen, notInFuture, personName, required, section, slot } from './group-b-parts';
import { nomineeLedgerColumns, workingAgeFrom } from './nominee-fields';
import { sharesOf } from './round-shares';
import { mwPersonShares, nominationSignatures, womenShare } from './ledger-sheets';

/**
 * 北京市劳动模范推荐 (class a, f, g): the enterprise union nominates a worker after democratic
 * recommendation and a notice in the unit; its higher union reviews the nomination, then gathers
 * its children unions' approved nominations into one summary sent upward (modelWorkerSelectionSummary,
 * the `rollUp` shape; `queryCrop` shows which children unions have and have not nominated).
 */
export const modelWorkerSelection1: ModuleEntry = {
  key: 'modelWorkerSelection1',
  group: 'A',
  title: { zh: '北京市劳动模范推荐', en: 'Beijing model worker nomination' },
  titleField: 'name',
  route: '/honor/worker',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  // Filed in the federation's round of Beijing model workers (docs/forms/group-a-model-workers.md).
  round: { kind: 'mw_person', nominee: 'idCard', shares: sharesOf.mwPerson },
  // The fifteen standard calls (the default); its own calls are the roll-up shape's (services/records/shapes/roll-up).
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/modelWorkerSelection1/queryCrop',
      summary: { zh: '下级工会推荐情况(已推荐/未推荐)', en: "The children unions' nominations (made or not)" },
      permission: 'view',
      servedBy: 'rollUp',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/modelWorkerSelection1/excel',
      summary: { zh: '导出推荐名单', en: 'Export the list of nominations under a higher union' },
      permission: 'view',
      servedBy: 'rollUp',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/modelWorkerSelection1/summaryExcel',
      summary: { zh: '导出汇总表', en: 'Export the summary sheet of a higher union' },
      permission: 'view',
      servedBy: 'rollUp',
    },
    {
      method: 'GET',
      path: '/api/blade-crop/crop/modelWorkerSelection1/isApply',
      summary: { zh: '本单位当前能否推荐', en: 'Whether the union may nominate now' },
      permission: 'view',
      servedBy: 'rollUp',
    },
  ],
  sections: [section('person', '被推荐人', 'Nominee'), section('deeds', '主要事迹', 'Deeds'), section('files', '附件', 'Attachments')],
  fields: [
    field('name', 'text', '姓名', 'Name', personName, { section: 'person', listed: true }),
    field('sex', 'dict', '性别', 'Sex', [required], { section: 'person', listed: true, dict: 'sex' }),
    field('nation', 'dict', '民族', 'Ethnic group', [required], { section: 'person', dict: 'nation' }),
    field('idCard', 'idCard', '身份证号', 'ID number', [required], { section: 'person' }),
    field('political', 'dict', '政治面貌', 'Political status', [required], { section: 'person', dict: 'political' }),
    field('eduLevel', 'dict', '学历', 'Education', [required], { section: 'person', dict: 'edu_level' }),
    field('professionalTitle', 'dict', '职称', 'Professional title', [], { section: 'person', dict: 'professional_title' }),
    field('unitName', 'text', '工作单位', 'Employer', [required, maxLen(100)], { section: 'person', listed: true }),
    field('post', 'text', '职务/岗位', 'Post', [required, maxLen(50)], { section: 'person' }),
    field('personType', 'dict', '人员类别', 'Kind of nominee', [required], { section: 'person', listed: true, dict: 'mw_person_type' }),
    field('joinWorkDate', 'date', '参加工作时间', 'Started work', [required, notInFuture, workingAgeFrom('joinWorkDate', 'idCard')], {
      section: 'person',
    }),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'person' }),
    field('deeds', 'richText', '主要事迹', 'Deeds', [required, minLen(100), maxLen(3000)], {
      section: 'deeds',
      help: { zh: '经职代会或职工民主推荐并在本单位公示后填报', en: 'Filed after a democratic recommendation and a notice in the unit' },
    }),
    field('honours', 'rows', '曾获荣誉', 'Honours', [], {
      section: 'deeds',
      columns: [
        field('year', 'integer', '年度', 'Year', [required, min(1950)]),
        field('honourName', 'text', '荣誉名称', 'Honour', [required, maxLen(60)]),
        field('awardingBody', 'text', '授予单位', 'Awarded by', [required, maxLen(60)]),
      ],
    }),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        slot('form', '推荐审批表', 'Nomination form'),
        slot('deeds', '事迹材料', 'Deeds'),
        slot('vote', '民主推荐记录', 'Democratic recommendation'),
        slot('notice', '公示结果', 'Notice result'),
        slot('opinions', '部门意见', "Departments' opinions"),
      ],
      help: {
        zh: '前四项为必备材料；企业负责人另需纪检、人社、生态环境、应急管理、税务、市场监管等部门意见',
        en: "The first four are required; an enterprise leader also needs the departments' opinions",
      },
    }),
  ],
  // No photo slot (the shape proof's form): the printout keeps the framed 照片 box to paste one by hand.
  document: {
    nomination: {},
    derived: nomineeLedgerColumns('idCard', { yearEndOf: 'year' }),
    totals: [womenShare, ...mwPersonShares],
    signatureRows: nominationSignatures,
  },
  example: {
    name: '张建国',
    sex: K.sex.male,
    nation: K.nation.han,
    idCard: '110108198003150011',
    political: K.political.party,
    eduLevel: K.eduLevel.bachelor,
    professionalTitle: null,
    unitName: '北京智联科技有限公司',
    post: '数控车间班组长',
    personType: '1',
    joinWorkDate: '2001-07-01',
    mobile: '13911113333',
    deeds:
      '<p>该同志扎根生产一线二十余年，带领班组攻克精密零件加工难题十余项，累计为企业节约成本三百余万元；' +
      '创办职工技能工作室，培养高级技师八名，所带班组连续五年实现安全生产零事故，被评为区级“工人先锋号”。</p>' +
      '<p>他牵头完成的数控刀具寿命优化项目获公司技术创新一等奖，总结的“三检一比”操作法在全公司推广；' +
      '担任公司工会委员期间，组织职工技能比武十二场，帮扶困难职工家庭六户。</p>',
    honours: [{ year: 2022, honourName: '海淀区劳动模范', awardingBody: '海淀区人民政府' }],
    files: [],
  },
};
