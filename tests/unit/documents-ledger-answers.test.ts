// A questionnaire module's 台账 with answer columns (document.ledger naming `answers.b03`): field3ques'
// bookroom survey, each answer headed by its question's title in the published set and written as the
// answers' sheet writes it, summed and shared in the 合计 row; read back with exceljs.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { bookroomAnswers, bookroomSet, type Question } from '../../catalogue/questionnaire';
import { writeRecordSheet, type SheetRecord } from '../../services/records/documents';
import { BOOKROOM_LEDGER_HEADER, BOOKROOM_OPEN_ROW } from '../support/documents';

const survey = modules.field3ques!;

async function firstSheet(records: SheetRecord[], questions: readonly Question[] = bookroomSet.questions) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    yield { records, ctx: { lang: 'zh' as const } };
  }
  await writeRecordSheet(out, survey, 'zh', batches(), {}, questions);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const cells = (sheet: ExcelJS.Worksheet, n: number) => Array.from((sheet.getRow(n).values as unknown[]).slice(1));

const answered = (id: string, answers: Record<string, unknown>): SheetRecord => ({
  id,
  unionName: '北京智联科技有限公司工会',
  state: 'approved',
  stateName: '已通过',
  stageName: null,
  step: '',
  submitTime: '2026-11-20 09:30:00',
  form: { ...survey.example, answers },
});
/** The example's answers: an open bookroom of 68 m² with 3200 books. */
const OPEN = answered('3101', bookroomAnswers);
/** A union without a bookroom: only b01 and the questions shown to all are answered. */
const NONE = answered('3102', { b01: '3', b14: ['2'], b16: ['5'] });

describe('the answers in a questionnaire module’s 台账 (field3ques)', () => {
  it('heads each answer the ledger names with its question’s title, after the form’s own key figures', async () => {
    const header = cells(await firstSheet([OPEN]), 2);
    expect(header.slice(3, 15)).toEqual(BOOKROOM_LEDGER_HEADER);
  });

  it('writes a choice by its option’s label and a number as a number', async () => {
    expect(cells(await firstSheet([OPEN]), 3).slice(3, 15)).toEqual(BOOKROOM_OPEN_ROW);
  });

  it('leaves a question not answered empty', async () => {
    const row = cells(await firstSheet([NONE]), 3);
    expect(row[5]).toBe('未建');
    expect(row.slice(6, 15)).toEqual(Array(9).fill(undefined));
  });

  it('sums the number answers and shares the open bookrooms in the 合计 row', async () => {
    const total = cells(await firstSheet([OPEN, NONE]), 5);
    expect(total.slice(0, 2)).toEqual(['合计', '共2条']);
    expect(total[5]).toBe('已建成并开放 1（50.0%）');
    expect(total.slice(7, 11)).toEqual([68, 3200, 12, 24]);
    expect(total[14]).toBe(1850);
  });

  it('heads an answer by its id and writes it as stored where the published set has no such question', async () => {
    const sheet = await firstSheet([OPEN], []);
    expect(cells(sheet, 2).slice(5, 8)).toEqual(['b01', 'b02', 'b03']);
    expect(cells(sheet, 3).slice(5, 8)).toEqual(['1', '2', 68]);
  });
});
