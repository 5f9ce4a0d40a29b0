import type { Answers, QuestionSetContent } from './types';

const opened = { question: 'b01', equals: ['1'] };

/**
 * The first published version of the `bookroom` question set (职工书屋情况调查, docs/forms/group-c-field.md
 * "field3ques"), seeded for the demo tenant: a union's bookroom, its books, hours, readers and needs.
 * Ids stay across versions so results compare.
 */
export const bookroomSet: QuestionSetContent = {
  title: '职工书屋情况调查问卷',
  description: '请如实填写本单位职工书屋建设和使用情况,所填信息用于全区职工书屋统计和支持。',
  questions: [
    {
      id: 'b01',
      kind: 'single',
      title: '本单位职工书屋建设情况',
      required: true,
      options: [
        { key: '1', label: '已建成并开放' },
        { key: '2', label: '在建' },
        { key: '3', label: '未建' },
      ],
    },
    {
      id: 'b02',
      kind: 'single',
      title: '书屋形式',
      required: true,
      showWhen: opened,
      options: [
        { key: '1', label: '独立书屋' },
        { key: '2', label: '与职工之家合建' },
        { key: '3', label: '阅读角/流动书架' },
        { key: '4', label: '仅电子职工书屋' },
      ],
    },
    { id: 'b03', kind: 'number', title: '书屋使用面积（平方米）', required: true, showWhen: opened, min: 0, max: 10000, unit: '平方米' },
    { id: 'b04', kind: 'number', title: '纸质图书（册）', required: true, showWhen: opened, min: 0, max: 1000000, unit: '册' },
    { id: 'b05', kind: 'number', title: '订阅报刊（种）', required: true, showWhen: opened, min: 0, max: 500, unit: '种' },
    { id: 'b06', kind: 'number', title: '阅览座位（个）', required: true, showWhen: opened, min: 0, max: 2000, unit: '个' },
    {
      id: 'b07',
      kind: 'single',
      title: '是否提供数字阅读服务',
      required: true,
      showWhen: opened,
      options: [
        { key: '1', label: '是' },
        { key: '0', label: '否' },
      ],
    },
    {
      id: 'b08',
      kind: 'multiple',
      title: '数字阅读方式',
      required: true,
      showWhen: { question: 'b07', equals: ['1'] },
      minChoices: 1,
      options: [
        { key: '1', label: '电子职工书屋(App/小程序)' },
        { key: '2', label: '电子阅读终端(借阅机)' },
        { key: '3', label: '有声读物' },
        { key: '4', label: '单位内网数字资源' },
        { key: '9', label: '其他' },
      ],
    },
    {
      id: 'b09',
      kind: 'single',
      title: '开放时间',
      required: true,
      showWhen: opened,
      options: [
        { key: '1', label: '工作日全天' },
        { key: '2', label: '工作日定时' },
        { key: '3', label: '每天' },
        { key: '4', label: '预约开放' },
      ],
    },
    { id: 'b10', kind: 'number', title: '每周开放时长（小时）', required: true, showWhen: opened, min: 0, max: 168, unit: '小时' },
    {
      id: 'b11',
      kind: 'single',
      title: '管理人员',
      required: true,
      showWhen: opened,
      options: [
        { key: '1', label: '专职管理员' },
        { key: '2', label: '兼职管理员' },
        { key: '3', label: '无专人管理' },
      ],
    },
    { id: 'b12', kind: 'number', title: '上一年度借阅（人次）', required: false, showWhen: opened, min: 0, max: 1000000, unit: '人次' },
    {
      id: 'b13',
      kind: 'table',
      title: '上一年度读书活动',
      required: false,
      showWhen: { question: 'b01', equals: ['1', '2'] },
      maxRows: 20,
      columns: [
        { key: 'date', label: '日期', kind: 'text' },
        { key: 'title', label: '活动名称', kind: 'text', required: true },
        { key: 'participants', label: '参加人次', kind: 'integer' },
      ],
    },
    {
      id: 'b14',
      kind: 'multiple',
      title: '职工最希望增加的图书类别',
      required: true,
      maxChoices: 3,
      options: [
        { key: '1', label: '政治理论' },
        { key: '2', label: '职业技能' },
        { key: '3', label: '经济管理' },
        { key: '4', label: '法律法规' },
        { key: '5', label: '文学艺术' },
        { key: '6', label: '健康生活' },
        { key: '7', label: '亲子教育' },
        { key: '9', label: '其他' },
      ],
    },
    {
      id: 'b15',
      kind: 'scale',
      title: '职工对书屋的总体满意度',
      required: true,
      showWhen: opened,
      min: 1,
      max: 5,
      minLabel: '非常不满意',
      maxLabel: '非常满意',
    },
    {
      id: 'b16',
      kind: 'multiple',
      title: '希望上级工会提供的支持',
      required: true,
      options: [
        { key: '1', label: '配送图书' },
        { key: '2', label: '数字阅读资源' },
        { key: '3', label: '书架桌椅等设施' },
        { key: '4', label: '读书活动指导' },
        { key: '5', label: '建设资金补助' },
        { key: '6', label: '管理员培训' },
        { key: '9', label: '无' },
      ],
    },
    { id: 'b17', kind: 'text', title: '意见和建议', required: false, maxLength: 500, multiline: true },
  ],
};

/** A union's answers to version 1 of `bookroom`: the design's example (an open bookroom of 68 m²). */
export const bookroomAnswers: Answers = {
  b01: '1',
  b02: '2',
  b03: 68,
  b04: 3200,
  b05: 12,
  b06: 24,
  b07: '1',
  b08: ['1', '2'],
  b09: '2',
  b10: 40,
  b11: '2',
  b12: 1850,
  b13: [
    { date: '2026-04-23', title: '世界读书日图书漂流', participants: 120 },
    { date: '2026-09-16', title: '技能书籍共读分享会', participants: 38 },
  ],
  b14: ['2', '6', '7'],
  b15: 4,
  b16: ['1', '2'],
  b17: '希望增加技能类和亲子类图书，并为阅读终端配送更多电子资源。',
};
