import type { Answers, QuestionSetContent } from './types';

/**
 * The first published version of the `survey` question set (覆盖企业情况调查), seeded for the demo
 * tenant: what a joint union asks each covered enterprise about its union, its staff and their needs.
 */
export const demoSurveySet: QuestionSetContent = {
  title: '覆盖企业情况调查问卷',
  description: '请如实填写本企业工会组建、职工构成和职工需求情况,所填信息仅用于工会组建和服务职工工作。',
  questions: [
    {
      id: 'unionStatus',
      kind: 'single',
      title: '企业工会组建情况',
      required: true,
      options: [
        { key: 'own', label: '已单独建立工会' },
        { key: 'joint', label: '已纳入联合工会(区域/行业)覆盖' },
        { key: 'preparing', label: '正在筹建' },
        { key: 'none', label: '尚未建会' },
      ],
    },
    {
      id: 'collectiveContract',
      kind: 'single',
      title: '是否签订集体合同或工资专项集体合同',
      required: true,
      options: [
        { key: 'signed', label: '已签订' },
        { key: 'negotiating', label: '正在协商' },
        { key: 'notSigned', label: '未签订' },
      ],
    },
    {
      id: 'staffComposition',
      kind: 'table',
      title: '职工构成(按岗位类别填写)',
      required: true,
      minRows: 1,
      maxRows: 20,
      columns: [
        { key: 'post', label: '岗位类别', kind: 'text', required: true },
        { key: 'count', label: '人数', kind: 'integer', required: true },
        { key: 'female', label: '其中女职工', kind: 'integer' },
        { key: 'migrant', label: '其中农民工', kind: 'integer' },
      ],
    },
    {
      id: 'joinIntent',
      kind: 'single',
      title: '未入会职工的入会意愿',
      required: false,
      options: [
        { key: 'strong', label: '意愿强烈' },
        { key: 'moderate', label: '一般' },
        { key: 'low', label: '意愿较低' },
        { key: 'unknown', label: '不了解' },
      ],
    },
    {
      id: 'wantedServices',
      kind: 'multiple',
      title: '职工最希望工会提供的服务(最多选三项)',
      required: true,
      minChoices: 1,
      maxChoices: 3,
      options: [
        { key: 'hardship', label: '困难帮扶' },
        { key: 'legalAid', label: '法律援助' },
        { key: 'training', label: '技能培训' },
        { key: 'culture', label: '文体活动' },
        { key: 'bookroom', label: '职工书屋' },
        { key: 'health', label: '健康体检' },
        { key: 'childcare', label: '子女托管' },
      ],
    },
    {
      id: 'bookroom',
      kind: 'single',
      title: '企业是否设有职工书屋或阅读角',
      required: true,
      options: [
        { key: 'yes', label: '有' },
        { key: 'planned', label: '计划建设' },
        { key: 'no', label: '没有' },
      ],
    },
    {
      id: 'satisfaction',
      kind: 'scale',
      title: '对联合工会服务的总体满意度',
      required: true,
      min: 1,
      max: 5,
      minLabel: '非常不满意',
      maxLabel: '非常满意',
    },
    {
      id: 'suggestions',
      kind: 'text',
      title: '对工会工作的意见和建议',
      required: false,
      maxLength: 500,
      multiline: true,
    },
  ],
};

/** A complete answer to `demoSurveySet`: the catalogue example and the tests' fixture. */
export const demoSurveyAnswers: Answers = {
  unionStatus: 'joint',
  collectiveContract: 'negotiating',
  staffComposition: [
    { post: '生产岗位', count: 48, female: 20, migrant: 30 },
    { post: '管理岗位', count: 12, female: 5 },
  ],
  joinIntent: 'strong',
  wantedServices: ['legalAid', 'training', 'health'],
  bookroom: 'planned',
  satisfaction: 4,
  suggestions: '希望多组织技能培训和法律知识讲座。',
};
