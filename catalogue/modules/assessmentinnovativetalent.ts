import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { honoursField, nomineeFields, ownEmployerFields, postFields, yearField } from './assessment-parts';
import { field, max, maxItems, maxLen, min, minItems, minLen, required, requiredSlot, section, slot } from './group-b-parts';

/** A patent number as CNIPA prints it: ZL, the twelve-digit application number, a dot and the check character. */
const patentNo = {
  rule: 'pattern',
  value: '^ZL\\d{12}\\.[0-9X]$',
  means: { zh: '专利号(如ZL202320123456.7)', en: 'a patent number (e.g. ZL202320123456.7)' },
} as const;

/**
 * 企业创新人才评定 (class a): the enterprise union nominates an innovative talent with qualifications
 * and results; the park union reviews, scores and approves (docs/forms/group-a-assessments.md).
 */
export const assessmentinnovativetalent: ModuleEntry = {
  key: 'assessmentinnovativetalent',
  group: 'A',
  title: { zh: '企业创新人才评定', en: 'Enterprise innovative talent assessment' },
  titleField: 'name',
  route: '/honor/assessment/innovativetalent',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  sections: [
    section('person', '人员信息', 'Nominee'),
    section('achievements', '创新成果', 'Innovation results'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    yearField('评定年度', 'Year', 'person'),
    ...nomineeFields('person', 'name', 'political'),
    field('professionalTitle', 'dict', '专业技术职称', 'Professional title', [required], { section: 'person', dict: 'professional_title' }),
    field('skillLevel', 'dict', '职业技能等级', 'Skill level', [], { section: 'person', dict: 'skill_level' }),
    field('talentKind', 'dict', '人才类别', 'Kind of talent', [required], { section: 'person', listed: true, dict: 'talent_kind' }),
    ...ownEmployerFields('person'),
    ...postFields('person'),
    field('mobile', 'mobile', '手机号码', 'Mobile', [required], { section: 'person' }),
    field('achievements', 'rows', '主要创新成果', 'Innovation results', [required, minItems(1), maxItems(20)], {
      section: 'achievements',
      columns: [
        field('year', 'integer', '年度', 'Year', [required, min(2000), max(2100)]),
        field('title', 'text', '成果名称', 'Result', [required, minLen(2), maxLen(60)]),
        field('kind', 'dict', '成果类型', 'Kind', [required], { dict: 'innovation_type' }),
        field('patentNo', 'text', '专利号', 'Patent number', [patentNo]),
        field('benefit', 'money', '经济效益(元)', 'Economic benefit (yuan)', [min(0)]),
        field('recognition', 'text', '认定或获奖情况', 'Recognition or awards', [maxLen(100)]),
      ],
    }),
    field('deeds', 'richText', '主要事迹', 'Deeds', [required, minLen(500), maxLen(2000)], { section: 'achievements' }),
    honoursField('achievements'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('form', '推荐表', 'Nomination form', ['pdf'])),
        slot('certificates', '资格证书', 'Certificates'),
        requiredSlot(slot('results', '成果证明', 'Proof of results')),
      ],
      help: {
        zh: '推荐表和成果证明(专利证书、获奖证书、效益证明)为必备材料',
        en: 'The nomination form and the proof of results are required',
      },
    }),
  ],
  example: {
    year: 2025,
    name: '赵志强',
    sex: '1',
    nation: '01',
    idCard: '110105198503170052',
    political: '01',
    eduLevel: '20',
    professionalTitle: '3',
    skillLevel: '2',
    talentKind: '2',
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    post: '智能制造事业部工艺工程师',
    joinWorkDate: '2007-07-15',
    mobile: '13601118899',
    achievements: [
      {
        year: 2024,
        title: '精密轴承座自动检测工装',
        kind: '1',
        patentNo: 'ZL202320123456.7',
        benefit: 86000000,
        recognition: '公司技术创新一等奖',
      },
      {
        year: 2025,
        title: '数控车床刀具寿命预测方法',
        kind: '2',
        patentNo: null,
        benefit: 42000000,
        recognition: '',
      },
    ],
    deeds:
      '<p>赵志强同志长期扎根智能制造一线，从一名普通技术员成长为公司工艺技术骨干和技师。他针对精密轴承座人工检测效率低、误检率高的问题，带领三人攻关小组反复试验，设计出自动检测工装，将单件检测时间由六分钟缩短到九十秒，误检率降到千分之一以下，获得实用新型专利授权，每年为公司节约成本八十六万元。2025年，他利用车间多年积累的加工数据，提出数控车床刀具寿命预测方法，实现刀具按需更换，刀具消耗下降百分之十八，年节约费用四十二万元。他注重传帮带，牵头组建公司职工创新工作室，每月举办一次技术讲堂，先后带徒九名，其中两人取得技师资格、一人获得区级技能竞赛一等奖。他参与起草公司数控加工工艺规范三项，提出合理化建议二十余条，被采纳十五条。在公司工会组织的劳动技能竞赛中，他连续三年担任技术裁判和辅导员，帮助一线职工提升技能水平。他为人谦和、乐于分享，把创新成果转化为班组的标准作业方法，带动形成了人人讲创新、个个想改进的良好氛围，是企业创新发展中不可多得的复合型创新人才。2024年，他作为主要完成人参与的“精密零件柔性加工单元”项目获公司技术创新一等奖，并被推荐参加区职工创新成果评选；他还带领工作室成员与高校开展合作，把在校学生请进车间，把一线难题带进课堂，为企业储备了一批青年技术人才。</p>',
    honours: [
      {
        honourName: '海淀区优秀青年工匠',
        level: '4',
        year: 2023,
        awardingBody: '海淀区总工会',
      },
    ],
    files: {
      form: ['1'],
      results: ['2'],
    },
  },
};
