import { describe, expect, it } from 'vitest';
import { answerCell, checkAnswers, checkQuestionSet, shownIds, type Answers, type Question } from '../../catalogue/questionnaire';
import type { AnsweredRecord } from '../../services/records/shapes/questionnaire/answered-records';
import { questionResults } from '../../services/records/shapes/questionnaire/results';

// A slice of the bookroom set (docs/forms/group-c-field.md): b01 decides whether b02-b04 are asked.
const b01: Question = {
  id: 'b01',
  kind: 'single',
  title: '本单位职工书屋建设情况',
  required: true,
  options: [
    { key: '1', label: '已建成并开放' },
    { key: '2', label: '在建' },
    { key: '3', label: '未建' },
  ],
};
const b02: Question = {
  id: 'b02',
  kind: 'single',
  title: '是否提供数字阅读服务',
  required: true,
  showWhen: { question: 'b01', equals: ['1'] },
  options: [
    { key: '1', label: '是' },
    { key: '0', label: '否' },
  ],
};
const b03: Question = {
  id: 'b03',
  kind: 'number',
  title: '书屋使用面积（平方米）',
  required: true,
  min: 0,
  max: 10000,
  unit: '平方米',
  showWhen: { question: 'b01', equals: ['1'] },
};
const b04: Question = {
  id: 'b04',
  kind: 'number',
  title: '数字阅读终端（台）',
  required: true,
  min: 0,
  max: 100,
  showWhen: { question: 'b02', equals: ['1'] },
};
const questions = [b01, b02, b03, b04];
const rules = (answers: unknown) => checkAnswers(questions, answers, 'submit', 'zh').errors.map((e) => `${e.field}:${e.rule}`);

describe('the number question', () => {
  it('keeps a whole number within its range, given as a number or as digits', () => {
    const result = checkAnswers(questions, { b01: '1', b02: '0', b03: '85' }, 'submit', 'zh');
    expect(result.errors).toEqual([]);
    expect(result.value).toEqual({ b01: '1', b02: '0', b03: 85 });
  });

  it('refuses a number outside its range, naming the question and the range', () => {
    const [error] = checkAnswers(questions, { b01: '1', b02: '0', b03: 10001 }, 'submit', 'zh').errors;
    expect(error).toMatchObject({ field: 'answers.b03', rule: 'range' });
    expect(error!.message).toBe('「书屋使用面积（平方米）」必须在0-10000之间');
  });

  it('refuses a fraction or text', () => {
    expect(rules({ b01: '1', b02: '0', b03: '85.5' })).toEqual(['answers.b03:integer']);
    expect(rules({ b01: '1', b02: '0', b03: '八十' })).toEqual(['answers.b03:integer']);
  });

  it('is an Excel number cell in the answers workbook', () => {
    expect(answerCell(b03, 85)).toBe(85);
  });
});

describe('a question shown only after an earlier answer (showWhen)', () => {
  it('is required when the earlier answer shows it', () => {
    expect(rules({ b01: '1' })).toEqual(['answers.b02:required', 'answers.b03:required']);
  });

  it('is neither required nor answerable when the earlier answer hides it', () => {
    expect(rules({ b01: '3' })).toEqual([]);
    const [error] = checkAnswers(questions, { b01: '3', b03: 40 }, 'submit', 'zh').errors;
    expect(error).toMatchObject({ field: 'answers.b03', rule: 'notShown' });
    expect(error!.message).toContain('无需填写');
  });

  it('hides a question whose condition names a hidden question, whatever that hidden answer says', () => {
    expect([...shownIds(questions, { b01: '3', b02: '1' })]).toEqual(['b01']);
    expect([...shownIds(questions, { b01: '1', b02: '1' })]).toEqual(['b01', 'b02', 'b03', 'b04']);
  });
});

describe('the builder check of number questions and showWhen', () => {
  const set = (qs: unknown[]) => checkQuestionSet({ title: '书屋调查', questions: qs }, 'publish', 'zh');

  it('keeps a number question with its range and unit, and a showWhen on an earlier single question', () => {
    const result = set(questions);
    expect(result.errors).toEqual([]);
    expect(result.value.questions).toEqual(questions);
  });

  it('refuses a number range whose min is not below its max', () => {
    expect(set([{ ...b03, showWhen: undefined, min: 5, max: 5 }]).errors.map((e) => e.rule)).toEqual(['numberRange']);
  });

  it('refuses a showWhen naming a later question, a question of another kind, or an option it does not have', () => {
    const later = set([{ ...b03, showWhen: { question: 'b01', equals: ['1'] } }, b01]);
    expect(later.errors.map((e) => `${e.field}:${e.rule}`)).toEqual(['questions.0.showWhen:showWhen']);
    const notSingle = set([b01, { ...b03, showWhen: undefined }, { ...b04, showWhen: { question: 'b03', equals: ['1'] } }]);
    expect(notSingle.errors.map((e) => e.rule)).toEqual(['showWhen']);
    const noOption = set([b01, { ...b03, showWhen: { question: 'b01', equals: ['9'] } }]);
    expect(noOption.errors.map((e) => e.rule)).toEqual(['showWhen']);
  });
});

describe('results of number questions and of questions shown to some', () => {
  const record = (id: string, answers: Answers): AnsweredRecord => ({
    id,
    module: 'field3ques',
    title: `单位${id}`,
    unionName: '工会',
    state: 'approved',
    submitTime: new Date('2026-11-20T02:00:00Z'),
    answers,
  });
  const records = [
    record('1', { b01: '1', b02: '0', b03: 60 }),
    record('2', { b01: '1', b02: '1', b03: 120, b04: 2 }),
    record('3', { b01: '1', b02: '0', b03: 30 }),
    record('4', { b01: '3' }),
  ];
  const byId = (id: string) => questionResults({ title: '书屋调查', questions }, records).find((r) => r.id === id)!;

  it('gives the sum, the mean and the median of a number question', () => {
    expect(byId('b03')).toMatchObject({ answered: 3, sum: 210, average: 70, median: 60 });
  });

  it('counts a question over the records it was shown to', () => {
    expect(byId('b01')).toMatchObject({ shown: 4, answered: 4 });
    expect(byId('b03')).toMatchObject({ shown: 3, answered: 3 });
    expect(byId('b04')).toMatchObject({ shown: 1, answered: 1, sum: 2, median: 2 });
  });

  it('takes the middle pair for the median of an even count', () => {
    const even = questionResults({ title: 't', questions: [b01, { ...b03, showWhen: undefined }] }, [
      record('1', { b01: '1', b03: 10 }),
      record('2', { b01: '1', b03: 20 }),
    ]);
    expect(even[1]).toMatchObject({ median: 15, average: 15 });
  });
});
