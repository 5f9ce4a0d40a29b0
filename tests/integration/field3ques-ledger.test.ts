// field3ques' 台账 through its export call (`exportList`, docs/forms/group-c-field.md "field3ques", Sheet) on
// the real servers: two approved bookroom surveys, an open bookroom and a union without one, exported by the
// federation and read back with exceljs: each answer column (b01 …) headed by its question's title in the
// published `bookroom` set, a choice by its option's label, a number as a number, an answer not given empty;
// the 合计 row sums the number answers and shares the open bookrooms.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { BOOKROOM_LEDGER_HEADER, BOOKROOM_OPEN_ROW } from '../support/documents';
import { fileApproved } from './effects-support';

const SURVEY = '/api/blade-crop/crop/field3ques';
const example = modules.field3ques!.example;

let stack: TestStack;
let federation: ApiSession;
let sheet: ExcelJS.Worksheet;
const ids = { open: '', none: '' };

beforeAll(async () => {
  stack = await startTestStack();
  federation = await login(stack.app, 'federation');
  // The example's answers: an open bookroom of 68 m² with 3200 books; the second union has none (b01 未建).
  ids.open = (
    await fileApproved(stack.db, { module: 'field3ques', unionId: '1101', form: example, at: '2026-11-20T02:00:00.000Z' })
  ).recordId;
  const none = { ...example, answers: { b01: '3', b14: ['2'], b16: ['5'] }, files: {} };
  ids.none = (await fileApproved(stack.db, { module: 'field3ques', unionId: '1102', form: none, at: '2026-11-21T02:00:00.000Z' })).recordId;
  const res = await stack.app.inject({
    method: 'GET',
    url: `${SURVEY}/exportList?${new URLSearchParams({ ascs: 'createTime' })}`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${federation.token}` },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  sheet = book.worksheets[0]!;
});
afterAll(async () => stack?.close());

/** A row's cells from the first column; an empty cell reads undefined. */
const cells = (n: number) => Array.from((sheet.getRow(n).values as unknown[]).slice(1));
/** The sheet's rows whose cells hold `text`. */
const rowsWith = (text: string) => {
  const found: unknown[][] = [];
  sheet.eachRow((_, n) => {
    if (cells(n).includes(text)) found.push(cells(n));
  });
  return found;
};
const header = () => cells(2);
const at = (name: string) => header().indexOf(name);

describe('field3ques’ 台账 exported through exportList', () => {
  it('heads the answer columns by their questions’ titles, after 调查年度 and 会员人数', () => {
    const from = at('调查年度');
    expect(from).toBeGreaterThan(0);
    expect(header().slice(from, from + 12)).toEqual(BOOKROOM_LEDGER_HEADER);
  });

  it('writes the open bookroom’s answers, a choice by its label and a number as a number', () => {
    const [row] = rowsWith(ids.open);
    expect(row!.slice(at('调查年度'), at('调查年度') + 12)).toEqual(BOOKROOM_OPEN_ROW);
  });

  it('leaves the answers a union without a bookroom was not asked empty', () => {
    const [row] = rowsWith(ids.none);
    expect(row![at('本单位职工书屋建设情况')]).toBe('未建');
    expect(row!.slice(at('书屋形式'), at('上一年度借阅（人次）') + 1)).toEqual(Array(9).fill(undefined));
  });

  it('sums the number answers and shares the open bookrooms in the 合计 row', () => {
    const [total] = rowsWith('合计');
    expect(total![at('本单位职工书屋建设情况')]).toBe('已建成并开放 1（50.0%）');
    expect(
      ['书屋使用面积（平方米）', '纸质图书（册）', '订阅报刊（种）', '阅览座位（个）', '上一年度借阅（人次）'].map((h) => total![at(h)]),
    ).toEqual([68, 3200, 12, 24, 1850]);
  });
});
