import { parentThenFederation } from '../flow/parent-then-federation';
import type { I18nText, ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { capitalSections, declaration, envTargets, deedsFields, honoursField, recommendFields } from './capital-fields';
import { field, max, maxLen, min, minLen, notAbove, personName, required, requiredSlot, section, slot } from './group-b-parts';

const R16: I18nText = { zh: '首都劳动奖状的推荐条件', en: 'a condition of the Capital Labour Award' };

/**
 * 首都劳动奖状推荐 (class a, g): the award for units (the 2016 decision names it 首都劳动奖状). The
 * enterprise union nominates its employer after the workers' congress; the higher union checks the
 * unit (its union, funds paid in full, no serious case, energy and environment targets met: R13, R16)
 * and approves within its places; the federation reviews (docs/forms/group-a-model-workers.md).
 */
export const recommendCapital2: ModuleEntry = {
  key: 'recommendCapital2',
  group: 'A',
  title: { zh: '首都劳动奖状推荐', en: 'Capital Labour Award nomination' },
  titleField: 'unitName',
  route: '/honor/capital/merit',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentThenFederation,
  round: { kind: 'capital_merit' },
  aliases: { page: ['list'] },
  sections: capitalSections(section('unit', '推荐单位', 'Unit')),
  fields: [
    field('unitName', 'text', '单位名称', 'Unit', [required, minLen(4), maxLen(100)], {
      section: 'unit',
      listed: true,
      prefill: 'unitName',
    }),
    field('uscc', 'uscc', '统一社会信用代码', 'Credit code', [required], { section: 'unit', listed: true, prefill: 'unitUscc' }),
    field('cropCate', 'dict', '单位性质', 'Kind of unit', [required], { section: 'unit', listed: true, dict: 'crop_cate' }),
    field('legalRep', 'text', '法定代表人', 'Legal representative', personName, { section: 'unit' }),
    field('address', 'text', '单位地址', 'Address', [required, maxLen(200)], { section: 'unit' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(1), max(1_000_000)], { section: 'unit' }),
    field('memberCount', 'integer', '工会会员人数', 'Union members', [required, min(0), notAbove('staffCount')], { section: 'unit' }),
    field('frontLineCount', 'integer', '其中一线职工', 'Front-line staff', [required, min(0), notAbove('staffCount')], { section: 'unit' }),
    field('revenue', 'money', '上年度营业收入', 'Revenue last year', [min(0)], { section: 'unit' }),
    declaration('feePaidInFull', '是否足额拨缴工会经费', 'Union funds paid in full', R16, 'unit'),
    field('workersCongress', 'dict', '是否建立职工代表大会制度', "Workers' congress held", [required], { section: 'unit', dict: 'yes_no' }),
    field('collectiveContract', 'dict', '是否签订集体合同', 'Collective contract signed', [required], { section: 'unit', dict: 'yes_no' }),
    declaration('envCompliant', '节能环保指标是否达标', 'Energy and environment targets met', envTargets, 'unit'),
    declaration('noMajorCase', '承诺近三年无重大安全生产事故、环境违法和拖欠工资等情形', 'Declares no serious case', R16, 'unit'),
    field('contactName', 'text', '联系人', 'Contact', personName, { section: 'unit' }),
    field('mobile', 'mobile', '联系电话', 'Mobile', [required], { section: 'unit' }),
    ...recommendFields('recommend'),
    ...deedsFields('deeds', { min: 200, max: 3000 }),
    honoursField('deeds'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐表', 'Nomination form', ['pdf'])),
        requiredSlot(slot('deeds', '事迹材料', 'Deeds')),
        requiredSlot(slot('licence', '营业执照或法人登记证书', 'Business licence or registration')),
        requiredSlot(slot('pledge', '合规承诺书', 'Compliance pledge')),
        requiredSlot(slot('notice', '公示结果', 'Notice result')),
        slot('vote', '职代会决议', "Workers' congress resolution"),
      ],
      help: {
        zh: '审核单位将查询信用中国、国家企业信用信息公示系统的信用记录',
        en: "The reviewers check the unit's credit records (Credit China, the national enterprise credit system)",
      },
    }),
  ],
  example: {
    unitName: '北京京工精密机械有限公司',
    uscc: '911101086987654324',
    cropCate: K.cropCate.enterprise,
    legalRep: '孙立新',
    address: '北京市海淀区永丰路18号',
    staffCount: 612,
    memberCount: 598,
    frontLineCount: 410,
    revenue: 98_000_000_000,
    feePaidInFull: K.yesNo.yes,
    workersCongress: K.yesNo.yes,
    collectiveContract: K.yesNo.yes,
    envCompliant: K.yesNo.yes,
    noMajorCase: K.yesNo.yes,
    contactName: '周晓燕',
    mobile: '13601238899',
    recommendMethod: '2',
    recommendDate: '2026-11-03',
    voters: 96,
    votesFor: 93,
    unitNotice: { start: '2026-11-04', end: '2026-11-10' },
    deedsSummary:
      '专业研发制造高精度滚珠丝杠和直线导轨的国家高新技术企业，2025年营业收入9.8亿元；坚持职代会制度，签订工资专项集体合同，三年无重大事故。',
    deeds:
      '<p>北京京工精密机械有限公司是专业从事高精度滚珠丝杠和直线导轨研发制造的国家高新技术企业，现有职工612人。公司坚持自主创新，近三年研发投入占营业收入的比例保持在8%以上，主导产品精度达到国际先进水平，广泛应用于高端数控机床和半导体装备，2025年实现营业收入九点八亿元，同比增长16%。</p>' +
      '<p>公司依法建立工会组织，足额拨缴工会经费，坚持每年召开职工代表大会，签订工资专项集体合同，职工收入连续五年增长；建有职工之家、爱心妈咪小屋和职工书屋，开展劳动和技能竞赛年均参与职工四百余人次。公司连续三年无重大安全生产事故、无环境违法行为、无拖欠职工工资情况，2023年被评为北京市和谐劳动关系单位。</p>',
    honours: [{ year: 2023, honourName: '北京市和谐劳动关系单位', level: '2', awardingBody: '北京市协调劳动关系三方委员会' }],
    files: { form: ['900601'], deeds: ['900602'], licence: ['900603'], pledge: ['900604'], notice: ['900605'], vote: ['900606'] },
  },
};
