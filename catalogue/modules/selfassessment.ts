import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { filerFields, unionNameField, noTaskCall, queryCropCall, yearField } from './assessment-parts';
import { field, max, maxLen, min, notAbove, personName, required, requiredSlot, section, slot } from './group-b-parts';

/**
 * 基层工会年度考核自评 (class a, g): each grassroots union scores itself against its park union's
 * scoring items with evidence and answers the veto items; the park union verifies, returns or
 * approves it. One per union and year; a union with nothing to file declares it (`noTask`); the
 * park union sees who filed (`queryCrop`) (docs/forms/group-a-assessments.md).
 */
export const selfassessment: ModuleEntry = {
  key: 'selfassessment',
  group: 'A',
  title: { zh: '基层工会年度考核自评', en: 'Grassroots union annual self-assessment' },
  titleField: 'unionName',
  route: '/honor/assessment/self',
  starters: ['corp'],
  draftTtlDays: 90,
  flowModel: parentOnly,
  period: { per: 'year', field: 'year' },
  noTask: { round: 'selfassessmentopen', type: 'selfassessment' },
  // Filed while the park union's round is open, its scoring and veto items as published (AS-W1, AS-S1).
  window: { type: 'selfassessment', items: 'items', vetoes: 'vetoes' },
  grade: { type: 'selfassessment', totalField: 'totalScore', gradeField: 'selfGrade', vetoField: 'vetoes' },
  // The park union verifies each self score when it approves: its own total and grade (AS-S3).
  scoring: { type: 'selfassessment', by: 'both', items: 'items', grade: { vetoField: 'vetoes' } },
  coverage: { type: 'selfassessment', shown: ['totalScore', 'selfGrade'] },
  extraCalls: [noTaskCall('selfassessment'), queryCropCall('selfassessment')],
  sections: [
    section('basic', '基本情况', 'Basics'),
    section('items', '考核项目自评', 'Self-scored items'),
    section('sign', '签署', 'Signature'),
    section('files', '附件', 'Attachments'),
  ],
  fields: [
    yearField('考核年度', 'Year assessed', 'basic'),
    unionNameField('basic'),
    field('memberCount', 'integer', '会员人数', 'Members', [required, min(0), notAbove('staffCount')], {
      section: 'basic',
      prefill: 'memberCount',
    }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(0)], { section: 'basic', prefill: 'staffCount' }),
    field('items', 'rows', '考核项目自评', 'Self-scored items', [required], {
      section: 'items',
      help: { zh: '考核项目和标准分以上级工会发布的考核细则为准', en: 'The items and their weights are those the higher union published' },
      columns: [
        field('code', 'text', '编号', 'Code', [required, maxLen(10)]),
        field('name', 'text', '考核项目', 'Item', [required, maxLen(30)]),
        field('content', 'textarea', '考核内容及标准', 'What is assessed', [maxLen(300)]),
        field('maxScore', 'integer', '标准分', 'Weight', [required, min(1), max(100)]),
        field('selfScore', 'integer', '自评得分', 'Self score', [required, min(0), notAbove('maxScore')]),
        field('evidenceNote', 'text', '佐证说明', 'Evidence', [maxLen(300)]),
      ],
    }),
    field('vetoes', 'rows', '一票否决项', 'Veto items', [], {
      section: 'items',
      columns: [
        field('code', 'text', '编号', 'Code', [required, maxLen(10)]),
        field('name', 'text', '否决情形', 'Veto', [required, maxLen(100)]),
        field('occurred', 'dict', '是否发生', 'Occurred', [required], { dict: 'yes_no' }),
      ],
    }),
    field('totalScore', 'integer', '自评总分', 'Self total', [required, min(0), max(100)], {
      section: 'items',
      listed: true,
      computed: { sumOf: 'items', column: 'selfScore' },
    }),
    field('selfGrade', 'dict', '自评等次', 'Self grade', [required], { section: 'items', listed: true, dict: 'assessment_grade' }),
    field('selfSummary', 'textarea', '自评说明', 'Notes on the self-assessment', [maxLen(1000)], { section: 'items' }),
    field('chairName', 'text', '工会主席', 'Chair', personName, { section: 'sign', prefill: 'chairName' }),
    ...filerFields('sign'),
    field('files', 'attachments', '附件', 'Attachments', [], {
      section: 'files',
      slots: [
        requiredSlot(slot('sheet', '自评表盖章件', 'Stamped self-assessment', ['pdf'])),
        requiredSlot(slot('evidence', '佐证材料', 'Evidence', ['pdf', 'image', 'office', 'zip'])),
      ],
      help: { zh: '自评表盖章件和佐证材料为必备材料', en: 'The stamped self-assessment and the evidence are required' },
    }),
  ],
  example: {
    year: 2025,
    unionName: '北京智联科技有限公司工会委员会',
    memberCount: 96,
    staffCount: 120,
    items: [
      {
        code: 'A1',
        name: '组织建设',
        content: '工会委员会按期换届，经费审查委员会、女职工委员会配套健全',
        maxScore: 15,
        selfScore: 15,
        evidenceNote: '2024年11月按期换届，选举结果经上级工会批复',
      },
      {
        code: 'A2',
        name: '会员发展与会籍管理',
        content: '职工入会率、会员实名制录入',
        maxScore: 10,
        selfScore: 9,
        evidenceNote: '职工120人，会员96人，入会率80%',
      },
      {
        code: 'A3',
        name: '民主管理',
        content: '职工代表大会每年至少召开一次，厂务公开',
        maxScore: 15,
        selfScore: 14,
        evidenceNote: '2025年3月28日召开职代会',
      },
      {
        code: 'A4',
        name: '集体协商',
        content: '签订并履行集体合同、工资专项集体合同',
        maxScore: 15,
        selfScore: 13,
        evidenceNote: '集体合同2024年签订，工资专项集体合同2025年续签',
      },
      {
        code: 'A5',
        name: '经费管理',
        content: '经费按时足额拨缴，独立核算，经审会审查',
        maxScore: 15,
        selfScore: 15,
        evidenceNote: '经审会半年审查一次',
      },
      {
        code: 'A6',
        name: '阵地建设',
        content: '职工之家、职工书屋、爱心妈咪小屋',
        maxScore: 10,
        selfScore: 8,
        evidenceNote: '职工书屋藏书1200册',
      },
      {
        code: 'A7',
        name: '帮扶维权',
        content: '困难职工帮扶、劳动争议调解',
        maxScore: 10,
        selfScore: 9,
        evidenceNote: '走访慰问困难职工8户',
      },
      {
        code: 'A8',
        name: '文体与素质提升',
        content: '文体活动、劳动和技能竞赛、职工培训',
        maxScore: 10,
        selfScore: 9,
        evidenceNote: '举办运动会、安全培训',
      },
    ],
    vetoes: [
      {
        code: 'V1',
        name: '因工会工作失职引发重大群体性事件',
        occurred: '0',
      },
      {
        code: 'V2',
        name: '工会经费被审计认定严重违规使用',
        occurred: '0',
      },
    ],
    totalScore: 92,
    selfGrade: '1',
    selfSummary: '本年度各项工作按计划完成，会员入会率仍需提高。',
    chairName: '王芳',
    contactName: '刘静',
    contactPost: '4',
    mobile: '13911112222',
    files: {
      sheet: ['1'],
      evidence: ['2'],
    },
  },
};
