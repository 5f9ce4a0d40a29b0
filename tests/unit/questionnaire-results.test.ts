import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoSurveyAnswers, demoSurveySet, type Answers } from '../../catalogue/questionnaire';
import { answersWorkbook } from '../../services/records/shapes/questionnaire/answers-workbook';
import type { AnsweredRecord } from '../../services/records/shapes/questionnaire/answered-records';
import { questionResults } from '../../services/records/shapes/questionnaire/results';

const record = (id: string, answers: Answers): AnsweredRecord => ({
  id,
  module: 'survey',
  title: `企业${id}`,
  unionName: '联合工会',
  state: 'approved',
  submitTime: new Date('2026-11-20T02:00:00Z'),
  answers,
});

const records = [
  record('1', demoSurveyAnswers),
  record('2', { ...demoSurveyAnswers, unionStatus: 'own', wantedServices: ['legalAid'], satisfaction: 5, suggestions: '' }),
  record('3', { unionStatus: 'none', satisfaction: 1 }),
];
const byId = (id: string) => questionResults(demoSurveySet, records).find((q) => q.id === id)!;

describe('per-question results', () => {
  it('counts each option of a single question, the unchosen ones too', () => {
    expect(byId('unionStatus')).toMatchObject({
      answered: 3,
      options: [
        { key: 'own', count: 1 },
        { key: 'joint', count: 1 },
        { key: 'preparing', count: 0 },
        { key: 'none', count: 1 },
      ],
    });
  });

  it('counts every choice of a multiple question', () => {
    const counts = Object.fromEntries(byId('wantedServices').options!.map((o) => [o.key, o.count]));
    expect(counts).toMatchObject({ legalAid: 2, training: 1, health: 1, hardship: 0 });
    expect(byId('wantedServices').answered).toBe(2);
  });

  it('averages a scale and counts each point', () => {
    const scale = byId('satisfaction');
    expect(scale.average).toBe(3.33);
    expect(scale.points).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 0 },
      { value: 3, count: 0 },
      { value: 4, count: 1 },
      { value: 5, count: 1 },
    ]);
  });

  it('lists the texts given with their record', () => {
    expect(byId('suggestions').texts).toEqual([{ recordId: '1', title: '企业1', text: '希望多组织技能培训和法律知识讲座。' }]);
  });

  it('sums the integer columns of a table question over all rows', () => {
    expect(byId('staffComposition')).toMatchObject({
      answered: 2,
      rowCount: 4,
      columnSums: [
        { key: 'count', sum: 120 },
        { key: 'female', sum: 50 },
        { key: 'migrant', sum: 60 },
      ],
    });
  });

  it('has no average when nobody answered the scale', () => {
    expect(questionResults(demoSurveySet, []).find((q) => q.id === 'satisfaction')?.average).toBeNull();
  });
});

describe('the Excel export of answers', () => {
  it('writes one row per record and one column per question, with option labels', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of answersWorkbook(demoSurveySet, records, 'zh')) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    const bytes = Buffer.concat(chunks);
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['记录编号', '名称', '填报单位', '状态', '提交时间', ...demoSurveySet.questions.map((q) => q.title)]);
    expect(sheet.rowCount).toBe(4);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first.slice(0, 5)).toEqual(['1', '企业1', '联合工会', '已通过', '2026-11-20 10:00:00']);
    expect(first[5]).toBe('已纳入联合工会(区域/行业)覆盖');
    expect(first[7]).toBe('岗位类别: 生产岗位, 人数: 48, 其中女职工: 20, 其中农民工: 30\n岗位类别: 管理岗位, 人数: 12, 其中女职工: 5');
    expect(first[9]).toBe('法律援助、技能培训、健康体检');
    expect(first[11]).toBe(4);
  });
});
