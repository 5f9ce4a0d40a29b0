import { parentThenFederation } from '../flow/parent-then-federation';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { capitalSections, deedsFields, honoursField, nomineeFields, photoSlot, recommendFields } from './capital-fields';
import { nomineeLedgerColumns } from './nominee-fields';
import { field, required, requiredSlot, section, slot } from './group-b-parts';
import { sharesOf } from './round-shares';
import { mwPersonShares, nominationSignatures, womenShare } from './ledger-sheets';

/**
 * 首都劳动奖章推荐 (class a, g): every year before 1 May 北京市总工会 and 北京市人力资源和社会保障局 grant
 * the Capital Labour Medal (R12). The enterprise union nominates a worker after a democratic
 * recommendation and a notice in the unit (R8), in the federation's round `capital_medal`; its higher
 * union reviews, then the federation (docs/forms/group-a-model-workers.md, recommendCapital1).
 */
export const recommendCapital1: ModuleEntry = {
  key: 'recommendCapital1',
  group: 'A',
  title: { zh: '首都劳动奖章推荐', en: 'Capital Labour Medal nomination' },
  titleField: 'name',
  route: '/honor/capital/medal',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  round: { kind: 'capital_medal', nominee: 'idCard', shares: sharesOf.mwPerson },
  // The spec's `list` is the page of records (`page` is kept for the console).
  aliases: { page: ['list'] },
  sections: capitalSections(section('person', '被推荐人', 'Nominee')),
  fields: [
    ...nomineeFields('person', 'mw_person_type'),
    field('frontLine', 'dict', '是否一线职工', 'Front-line worker', [required], {
      section: 'person',
      dict: 'yes_no',
      help: { zh: '奖章名额中一线职工的比例由当年评选通知规定', en: "The year's call sets the share of front-line workers" },
    }),
    ...recommendFields('recommend'),
    ...deedsFields('deeds', { min: 200, max: 2000 }),
    honoursField('deeds'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        photoSlot(),
        requiredSlot(slot('form', '推荐表', 'Nomination form', ['pdf'])),
        requiredSlot(slot('deeds', '事迹材料', 'Deeds')),
        requiredSlot(slot('notice', '公示结果', 'Notice result')),
        requiredSlot(slot('vote', '民主推荐记录', 'Democratic recommendation')),
        slot('opinions', '部门意见', "Departments' opinions"),
      ],
      help: {
        zh: '企业负责人另需纪检、人社、生态环境、应急管理、税务、市场监管等部门意见',
        en: "An enterprise leader also needs the departments' opinions",
      },
    }),
  ],
  document: {
    nomination: { photo: { field: 'files', slot: 'photo' } },
    derived: nomineeLedgerColumns('idCard', 'submitted'),
    totals: [womenShare, ...mwPersonShares],
    signatureRows: nominationSignatures,
  },
  example: {
    name: '赵磊',
    sex: K.sex.male,
    nation: K.nation.han,
    idCard: '130682198803013351',
    political: K.political.masses,
    eduLevel: '40',
    professionalTitle: null,
    skillLevel: '3',
    unitName: '北京通达物流有限公司',
    unitUscc: '91110105MA00GQ7R0R',
    post: '城市配送中心调度班班长',
    cadreLevel: '0',
    personType: '4',
    joinWorkDate: '2008-03-01',
    mobile: '13718806621',
    frontLine: K.yesNo.yes,
    recommendMethod: '1',
    recommendDate: '2026-11-03',
    voters: 48,
    votesFor: 45,
    unitNotice: { start: '2026-11-04', end: '2026-11-10' },
    deedsSummary:
      '设计按街区分片、按时段调度的配送方案，使日均配送量由1.2万件提高到2.1万件；提出合理化建议三十余条，年节约成本一百二十余万元。',
    deeds:
      '<p>赵磊同志2010年进入北京通达物流有限公司，现任城市配送中心调度班班长。他针对城区配送“最后一公里”效率低的问题，牵头设计了按街区分片、按时段调度的配送方案，使中心日均配送量由一点二万件提高到二点一万件，车辆空驶率下降23%。</p>' +
      '<p>他带头钻研新能源配送车辆维护保养技术，总结的“电动货车日常点检十步法”在公司全面推广，车辆故障率下降三成。他提出合理化建议三十余条，被采纳二十六条，为企业年节约成本一百二十余万元。疫情防控期间，他连续四十多天吃住在配送中心，保障了辖区居民生活物资供应。他所在班组2024年被评为北京市工人先锋号，本人先后获得朝阳区劳动模范、北京市优秀农民工等荣誉。</p>',
    honours: [
      { year: 2024, honourName: '朝阳区劳动模范', level: '4', awardingBody: '朝阳区人民政府' },
      { year: 2022, honourName: '北京市优秀农民工', level: '2', awardingBody: '北京市人力资源和社会保障局' },
    ],
    files: { photo: ['900501'], form: ['900502'], deeds: ['900503'], notice: ['900504'], vote: ['900505'] },
  },
};
