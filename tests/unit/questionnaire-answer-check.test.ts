import { describe, expect, it } from 'vitest';
import { checkAnswers, checkQuestionSet, demoSurveyAnswers, demoSurveySet, type Question } from '../../catalogue/questionnaire';

const single: Question = {
  id: 'unionStatus',
  kind: 'single',
  title: '工会组建情况',
  required: true,
  options: [
    { key: 'own', label: '已单独建会' },
    { key: 'none', label: '尚未建会' },
  ],
};
const multiple: Question = {
  id: 'services',
  kind: 'multiple',
  title: '希望的服务',
  required: false,
  minChoices: 1,
  maxChoices: 2,
  options: [
    { key: 'legal', label: '法律援助' },
    { key: 'training', label: '技能培训' },
    { key: 'health', label: '健康体检' },
  ],
};
const text: Question = { id: 'advice', kind: 'text', title: '意见建议', required: false, maxLength: 10 };
const scale: Question = { id: 'satisfaction', kind: 'scale', title: '满意度', required: true, min: 1, max: 5 };
const table: Question = {
  id: 'staff',
  kind: 'table',
  title: '职工构成',
  required: false,
  maxRows: 2,
  columns: [
    { key: 'post', label: '岗位', kind: 'text', required: true },
    { key: 'count', label: '人数', kind: 'integer', required: true },
  ],
};
const questions = [single, multiple, text, scale, table];

const errorsOf = (answers: unknown, mode: 'draft' | 'submit' = 'submit') => checkAnswers(questions, answers, mode, 'zh').errors;
const rulesOf = (answers: unknown, mode: 'draft' | 'submit' = 'submit') => errorsOf(answers, mode).map((e) => `${e.field}:${e.rule}`);
const valid = { unionStatus: 'own', satisfaction: 4 };

describe('the answer check of a questionnaire', () => {
  it('accepts answers of every kind that fit their questions', () => {
    const result = checkAnswers(
      questions,
      { ...valid, services: ['training', 'legal'], advice: ' 多办培训 ', staff: [{ post: '生产', count: '12' }] },
      'submit',
      'zh',
    );
    expect(result.errors).toEqual([]);
    expect(result.value).toEqual({
      unionStatus: 'own',
      satisfaction: 4,
      services: ['legal', 'training'],
      advice: '多办培训',
      staff: [{ post: '生产', count: 12 }],
    });
  });

  it('wants every required question answered on submit, naming answers.<id> in Chinese', () => {
    const errors = errorsOf({});
    expect(errors.map((e) => e.field)).toEqual(['answers.unionStatus', 'answers.satisfaction']);
    expect(errors[0]).toMatchObject({ rule: 'required', message: '请回答「工会组建情况」' });
  });

  it('lets a draft leave required questions open', () => {
    expect(errorsOf({}, 'draft')).toEqual([]);
  });

  it('answers in English when asked', () => {
    expect(checkAnswers(questions, {}, 'submit', 'en').errors[0]?.message).toBe('Please answer "工会组建情况"');
  });

  it('refuses a single answer that is not one of its options', () => {
    expect(rulesOf({ ...valid, unionStatus: 'maybe' })).toEqual(['answers.unionStatus:option']);
    expect(rulesOf({ ...valid, unionStatus: ['own'] })).toEqual(['answers.unionStatus:type']);
  });

  it('refuses multiple answers outside the options, repeated, or beyond the min and max choices', () => {
    expect(rulesOf({ ...valid, services: ['legal', 'golf'] })).toEqual(['answers.services:option']);
    expect(rulesOf({ ...valid, services: ['legal', 'legal'] })).toEqual(['answers.services:duplicate']);
    expect(rulesOf({ ...valid, services: ['legal', 'training', 'health'] })).toEqual(['answers.services:maxChoices']);
    expect(rulesOf({ ...valid, services: 'legal' })).toEqual(['answers.services:type']);
  });

  it('checks the minimum choices of a multiple question that was answered', () => {
    const atLeastTwo: Question = { ...multiple, minChoices: 2, maxChoices: 3 } as Question;
    expect(checkAnswers([atLeastTwo], { services: ['legal'] }, 'submit', 'zh').errors.map((e) => e.rule)).toEqual(['minChoices']);
  });

  it('refuses text longer than its limit', () => {
    expect(rulesOf({ ...valid, advice: '一二三四五六七八九十十一' })).toEqual(['answers.advice:maxLength']);
  });

  it('refuses a scale point outside the range or not a whole number', () => {
    expect(rulesOf({ ...valid, satisfaction: 6 })).toEqual(['answers.satisfaction:range']);
    expect(rulesOf({ ...valid, satisfaction: 0 })).toEqual(['answers.satisfaction:range']);
    expect(rulesOf({ ...valid, satisfaction: 3.5 })).toEqual(['answers.satisfaction:integer']);
  });

  it('refuses table rows with unknown columns, missing or malformed cells, or too many rows', () => {
    expect(rulesOf({ ...valid, staff: [{ post: '生产', count: 3, extra: 1 }] })).toEqual(['answers.staff:column']);
    expect(rulesOf({ ...valid, staff: [{ count: 3 }] })).toEqual(['answers.staff:cellRequired']);
    expect(rulesOf({ ...valid, staff: [{ post: '生产', count: '三' }] })).toEqual(['answers.staff:cellInteger']);
    const row = { post: '生产', count: 1 };
    expect(rulesOf({ ...valid, staff: [row, row, row] })).toEqual(['answers.staff:maxRows']);
    expect(rulesOf({ ...valid, staff: 'rows' })).toEqual(['answers.staff:type']);
  });

  it('refuses answers to questions the version does not have', () => {
    expect(rulesOf({ ...valid, ghost: 'x' })).toEqual(['answers.ghost:unknown']);
  });

  it('refuses answers that are not an object of questions', () => {
    expect(rulesOf(['own'])).toEqual(['answers:type']);
  });

  it('accepts the seeded survey set and its example answers', () => {
    expect(checkQuestionSet(demoSurveySet, 'publish', 'zh').errors).toEqual([]);
    expect(checkAnswers(demoSurveySet.questions, demoSurveyAnswers, 'submit', 'zh').errors).toEqual([]);
  });
});

describe('the builder check of a question set', () => {
  const set = (questions: unknown[]) => ({ title: '问卷', questions });

  it('keeps only the known properties of each question', () => {
    const checked = checkQuestionSet(set([{ ...scale, colour: 'red' }]), 'publish', 'zh');
    expect(checked.ok).toBe(true);
    expect(checked.value.questions[0]).toEqual(scale);
  });

  it('publishes no set without questions, but saves an empty draft', () => {
    expect(checkQuestionSet(set([]), 'publish', 'zh').errors.map((e) => e.rule)).toEqual(['noQuestions']);
    expect(checkQuestionSet(set([]), 'draft', 'zh').ok).toBe(true);
  });

  it('names the broken question and its rule', () => {
    const rules = (q: unknown) => checkQuestionSet(set([scale, q]), 'draft', 'zh').errors.map((e) => `${e.field}:${e.rule}`);
    expect(rules({ ...single, options: [{ key: 'a', label: '甲' }] })).toEqual(['questions.1:options']);
    expect(
      rules({
        ...single,
        options: [
          { key: 'a', label: '甲' },
          { key: 'a', label: '乙' },
        ],
      }),
    ).toEqual(['questions.1:optionKey']);
    expect(rules({ ...scale, id: 'other', min: 5, max: 1 })).toEqual(['questions.1:scale']);
    expect(rules({ ...multiple, minChoices: 3, maxChoices: 2 })).toEqual(['questions.1:choices']);
    expect(rules({ ...table, columns: [] })).toEqual(['questions.1:columns']);
    expect(rules({ ...text, maxLength: 0 })).toEqual(['questions.1:textLength']);
    expect(rules({ ...scale })).toEqual(['questions.1:duplicateId']);
    expect(rules({ ...text, id: '1bad' })).toEqual(['questions.1:id']);
    expect(rules({ ...text, kind: 'essay' })).toEqual(['questions.1:kind']);
    expect(rules({ ...text, title: ' ' })).toEqual(['questions.1:title']);
  });
});
