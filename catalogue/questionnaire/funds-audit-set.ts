import type { Answers, QuestionSetContent } from './types';

const yesNo = [
  { key: '1', label: '是' },
  { key: '0', label: '否' },
];

/**
 * The first published version of the `fundsaudit` question set (工会经费审查调查, docs/forms/group-d.md
 * "finance6"), seeded for the demo tenant: the compliance questions a higher union's 经费审查委员会 asks
 * beside the figures, which are finance6's own fields. Ids stay across versions so results compare.
 */
export const fundsAuditSet: QuestionSetContent = {
  title: '工会经费审查调查问卷',
  description: '请如实填写本单位工会经费收支管理情况，所填信息用于上级工会经费审查委员会的审查调查。',
  questions: [
    { id: 'a01', kind: 'single', title: '是否建立工会经费收支管理制度', required: true, options: yesNo },
    { id: 'a02', kind: 'single', title: '工会经费是否单独设立账户、独立核算', required: true, options: yesNo },
    { id: 'a03', kind: 'single', title: '年度预算、决算是否经工会委员会审议并报上级工会', required: true, options: yesNo },
    {
      id: 'a04',
      kind: 'multiple',
      title: '本年经费审查的方式',
      required: true,
      minChoices: 1,
      options: [
        { key: '1', label: '经审会全面审查' },
        { key: '2', label: '专项审查' },
        { key: '3', label: '委托中介机构审计' },
        { key: '9', label: '未开展' },
      ],
    },
    { id: 'a05', kind: 'number', title: '本年向会员大会或代表大会报告经费收支的次数', required: true, min: 0, max: 12, unit: '次' },
    { id: 'a06', kind: 'text', title: '对经费管理的意见和建议', required: false, maxLength: 500, multiline: true },
  ],
};

/** A union's answers to version 1 of `fundsaudit`: the design's example (audited by its committee, reported once). */
export const fundsAuditAnswers: Answers = { a01: '1', a02: '1', a03: '1', a04: ['1'], a05: 1 };
