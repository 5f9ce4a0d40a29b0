import { publishedWithoutReview } from '../flow/published';
import type { ModuleEntry } from '../types';
import { yearField } from './assessment-parts';
import { field, max, maxItems, maxLen, min, minItems, minLen, notAbove, required, requiredWhen, section, slot } from './group-b-parts';

/**
 * 考核申报开放设置 (class i, publish-only): the park, street or district union publishes its
 * assessment round of a kind and year for the unions below it: the filing window, whether filing is
 * open, places per union, publicity days, the scoring items with their weights (adding up to 100),
 * the veto items and the grade bands. `queryInfo` answers the round that applies to the caller
 * (docs/forms/group-a-assessments.md).
 */
export const selfassessmentopen: ModuleEntry = {
  key: 'selfassessmentopen',
  group: 'A',
  title: { zh: '考核申报开放设置', en: 'Assessment filing window settings' },
  titleField: 'type',
  route: '/honor/assessment/open',
  starters: ['launion', 'federation', 'admin'],
  draftTtlDays: 30,
  flowModel: publishedWithoutReview,
  calls: ['page', 'detail', 'save'],
  publishOnly: true,
  saveSubmits: true,
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/selfassessmentopen/queryInfo',
      summary: { zh: '适用于本会的考核批次(按考核事项)', en: 'The assessment round of a kind that applies to the caller' },
      permission: 'view',
    },
  ],
  sections: [section('round', '考核批次', 'Round'), section('scoring', '考核细则', 'Scoring'), section('notice', '考核通知', 'Notice')],
  fields: [
    field('type', 'dict', '考核事项', 'Assessment kind', [required], { section: 'round', listed: true, dict: 'assessment_type' }),
    yearField('考核年度', 'Year assessed', 'round'),
    field('window', 'dateRange', '申报时间', 'Filing window', [required], { section: 'round', listed: true }),
    field('open', 'dict', '是否开放申报', 'Filing open', [required], {
      section: 'round',
      listed: true,
      dict: 'yes_no',
      help: { zh: '选“否”即时关闭申报', en: 'No closes filing at once' },
    }),
    field('cutoffDate', 'date', '参加考核建会截止日期', 'Founded by', [], {
      section: 'round',
      help: { zh: '此后建会的工会可声明本年度无任务', en: 'Unions founded later may declare nothing to file' },
    }),
    field(
      'quotaPerUnion',
      'integer',
      '每单位推荐名额',
      'Places per union',
      [requiredWhen('type', 'friendsunion', 'beautifulemployees'), min(1), max(10)],
      {
        section: 'round',
      },
    ),
    field(
      'publicityDays',
      'integer',
      '公示天数(工作日)',
      'Publicity (working days)',
      [requiredWhen('type', 'beautifulemployees'), min(5), max(15)],
      {
        section: 'round',
      },
    ),
    field('items', 'rows', '考核项目及分值', 'Scored items', [required, minItems(1), maxItems(30)], {
      section: 'scoring',
      columns: [
        field('code', 'text', '编号', 'Code', [required, minLen(1), maxLen(10)]),
        field('name', 'text', '考核项目', 'Item', [required, maxLen(30)]),
        field('content', 'textarea', '考核内容及标准', 'What is assessed', [maxLen(300)]),
        field('maxScore', 'integer', '标准分', 'Weight', [required, min(1), max(100)]),
      ],
    }),
    field('totalMaxScore', 'integer', '标准分合计', 'Weights in all', [min(100), max(100)], {
      section: 'scoring',
      computed: { sumOf: 'items', column: 'maxScore' },
      help: { zh: '各项标准分合计须为100分', en: 'The weights add up to 100' },
    }),
    field('vetoItems', 'rows', '一票否决项', 'Veto items', [maxItems(10)], {
      section: 'scoring',
      columns: [
        field('code', 'text', '编号', 'Code', [required, minLen(1), maxLen(10)]),
        field('name', 'text', '否决情形', 'Veto', [required, maxLen(100)]),
      ],
    }),
    field('excellentFrom', 'integer', '优秀分数线', 'Excellent from', [requiredWhen('type', 'selfassessment'), min(0), max(100)], {
      section: 'scoring',
    }),
    field(
      'goodFrom',
      'integer',
      '良好分数线',
      'Good from',
      [requiredWhen('type', 'selfassessment'), min(0), max(100), notAbove('excellentFrom')],
      {
        section: 'scoring',
      },
    ),
    field(
      'passFrom',
      'integer',
      '合格分数线',
      'Pass from',
      [requiredWhen('type', 'selfassessment'), min(0), max(100), notAbove('goodFrom')],
      {
        section: 'scoring',
      },
    ),
    field('noticeText', 'richText', '考核通知', 'Notice', [maxLen(5000)], { section: 'notice' }),
    field('scoringRules', 'attachments', '考核细则', 'Scoring rules', [], {
      section: 'notice',
      slots: [slot('rules', '考核细则', 'Scoring rules', ['pdf', 'office'])],
    }),
  ],
  example: {
    type: 'selfassessment',
    year: 2026,
    window: {
      start: '2026-12-01',
      end: '2027-01-31',
    },
    open: '1',
    cutoffDate: '2026-06-30',
    quotaPerUnion: null,
    publicityDays: null,
    items: [
      {
        code: 'A1',
        name: '组织建设',
        content: '工会委员会按期换届，经费审查委员会、女职工委员会配套健全',
        maxScore: 15,
      },
      {
        code: 'A2',
        name: '会员发展与会籍管理',
        content: '职工入会率、会员实名制录入',
        maxScore: 10,
      },
      {
        code: 'A3',
        name: '民主管理',
        content: '职工代表大会每年至少召开一次，厂务公开',
        maxScore: 15,
      },
      {
        code: 'A4',
        name: '集体协商',
        content: '签订并履行集体合同、工资专项集体合同',
        maxScore: 15,
      },
      {
        code: 'A5',
        name: '经费管理',
        content: '经费按时足额拨缴，独立核算，经审会审查',
        maxScore: 15,
      },
      {
        code: 'A6',
        name: '阵地建设',
        content: '职工之家、职工书屋、爱心妈咪小屋',
        maxScore: 10,
      },
      {
        code: 'A7',
        name: '帮扶维权',
        content: '困难职工帮扶、劳动争议调解',
        maxScore: 10,
      },
      {
        code: 'A8',
        name: '文体与素质提升',
        content: '文体活动、劳动和技能竞赛、职工培训',
        maxScore: 10,
      },
    ],
    vetoItems: [
      {
        code: 'V1',
        name: '因工会工作失职引发重大群体性事件',
      },
      {
        code: 'V2',
        name: '工会经费被审计认定严重违规使用',
      },
    ],
    excellentFrom: 90,
    goodFrom: 80,
    passFrom: 60,
    noticeText:
      '<p>各基层工会：2026年度基层工会工作考核自2026年12月1日起开始申报，2027年1月31日截止。请对照考核细则逐项自评并上传佐证材料。</p>',
    scoringRules: {
      rules: [],
    },
    totalMaxScore: 100,
  },
};
