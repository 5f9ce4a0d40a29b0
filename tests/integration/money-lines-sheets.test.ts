// The lines' sheets on the real servers (docs/forms/group-d.md "The lines", "The sheet in the
// federation's layout"), on the test-only budget (catalogue/fields/lines-test-entry.ts): the template
// of a lines field, its import (all or nothing, every bad line named by its sheet row and column)
// and the record's 预算表 read back cell by cell.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_TEST_ENTRY } from '../../catalogue/fields/lines-test-entry';
import { moduleRoutes } from '../../services/records/engine';
import {
  BASIC,
  download,
  grantModuleCalls,
  login,
  multipartBody,
  SAMPLE_PDF,
  startTestStack,
  type ApiSession,
  type TestStack,
} from '../support';

const M = `/api/blade-crop/crop/${BUDGET_TEST_ENTRY.key}`;
const budget = BUDGET_TEST_ENTRY.example;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.app.register(moduleRoutes(BUDGET_TEST_ENTRY), { prefix: M });
  await grantModuleCalls(stack, BUDGET_TEST_ENTRY, M);
  [corp1, corp2] = await Promise.all([login(stack.app, 'corp1'), login(stack.app, 'corp2')]);
});
afterAll(async () => stack?.close());

/** A draft of the budget, its closing balance left to fill (so new expense lines need not balance yet). */
async function draft(): Promise<string> {
  const saved = await corp1.post(`${M}/save`, { ...budget, closingBalance: null });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.id as string;
}

async function template(field: string): Promise<ExcelJS.Workbook> {
  const answer = await download(stack.app, corp1, `${M}/linesTemplate?field=${field}`);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain(XLSX);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  return book;
}

/** The template's row of `code` (its rows as the sheet numbers them). */
const rowOf = (sheet: ExcelJS.Worksheet, code: string) => {
  let found = 0;
  sheet.eachRow((row, n) => {
    if (row.getCell(1).value === code) found = n;
  });
  return found;
};

async function importLines(session: ApiSession, id: string, field: string, content: Buffer, name = 'lines.xlsx') {
  const { payload, contentType } = multipartBody({ id, field }, { name, type: XLSX, content });
  const res = await stack.app.inject({
    method: 'POST',
    url: `${M}/importLines`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const bytesOf = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());
const formOf = async (id: string) => (await corp1.get(`${M}/detail`, { id })).body.data.form;

describe('the template of a lines field', () => {
  it('is the federation’s layout with the preset subjects listed, amounts empty, and a sheet of instructions', async () => {
    const book = await template('expenseLines');
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('经费预算(测试)·支出预算');
    expect(sheet.getCell('A2').value).toMatch(/^编制单位：.+（盖章）$/);
    expect(sheet.getRow(2).getCell(4).value).toBe('单位：元');
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['科目编码', '科目名称', '本年预算数', '说明']);
    expect(sheet.getRow(4).getCell(1).value).toBe('501');
    expect(sheet.getRow(5).getCell(2).value).toBe('\u3000\u3000职工教育支出');
    expect(sheet.getRow(4).getCell(3).value).toBeNull();
    expect(sheet.getRow(rowOf(sheet, '508') + 1).getCell(2).value).toBe('合计');
    expect(book.worksheets[1]!.getCell('A1').value).toBe('填写说明');
  });

  it('is refused for a field that is not a lines field of the form', async () => {
    const answer = await download(stack.app, corp1, `${M}/linesTemplate?field=payrollTotal`);
    expect(answer.status).toBe(400);
    expect(answer.json().data.errors[0]).toMatchObject({ field: 'field', rule: 'oneOf' });
  });
});

describe('the lines calls in the OpenAPI document', () => {
  it('are marked inferred: they are served beyond the calls of the specification', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, object>>;
    }>();
    expect(doc.paths[`${M}/linesTemplate`]?.get).toMatchObject({ 'x-inferred': expect.stringMatching(/moneyLines/) });
    expect(doc.paths[`${M}/importLines`]?.post).toMatchObject({ 'x-inferred': expect.stringMatching(/moneyLines/) });
    expect(doc.paths[`${M}/linesSheet`]?.get).toMatchObject({ 'x-inferred': expect.stringMatching(/moneyLines/) });
  });
});

describe('importing lines from the template filled in', () => {
  it('replaces the field’s lines in one save, subtotals and the total computed afresh', async () => {
    const id = await draft();
    const book = await template('expenseLines');
    const sheet = book.worksheets[0]!;
    sheet.getRow(rowOf(sheet, '50101')).getCell(3).value = 40000;
    sheet.getRow(rowOf(sheet, '50102')).getCell(3).value = '95000.5';
    sheet.getRow(rowOf(sheet, '505')).getCell(3).value = 30000;
    sheet.getRow(rowOf(sheet, '505')).getCell(4).value = '职工书屋设备购置';
    const answer = await importLines(corp1, id, 'expenseLines', await bytesOf(book));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ id, lines: 20 });
    const form = await formOf(id);
    expect(form.expenseLines.find((l: { code: string }) => l.code === '501')).toEqual({ code: '501', budget: 13500050 });
    expect(form.expenseLines.find((l: { code: string }) => l.code === '50102')).toEqual({ code: '50102', budget: 9500050 });
    expect(form.expenseLines.find((l: { code: string }) => l.code === '505')).toEqual({
      code: '505',
      budget: 3000000,
      note: '职工书屋设备购置',
    });
    expect(form.totalExpense).toBe(16500050);
    expect(form.incomeLines).toEqual(budget.incomeLines);
  });

  it('imports nothing when one line is bad, naming every bad line by its sheet row and column', async () => {
    const id = await draft();
    const before = await formOf(id);
    const book = await template('expenseLines');
    const sheet = book.worksheets[0]!;
    const good = rowOf(sheet, '50101');
    sheet.getRow(good).getCell(3).value = 40000;
    const threeDecimals = rowOf(sheet, '50102');
    sheet.getRow(threeDecimals).getCell(3).value = '12.345';
    const formula = rowOf(sheet, '505');
    sheet.getRow(formula).getCell(3).value = { formula: '100*3', result: 300 } as ExcelJS.CellFormulaValue;
    const unknown = rowOf(sheet, '508');
    sheet.getRow(unknown).getCell(1).value = '5019';
    sheet.getRow(unknown).getCell(3).value = 10;
    const answer = await importLines(corp1, id, 'expenseLines', await bytesOf(book));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const errors = answer.body.data.errors as { row: number; column: string; rule: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column, e.rule])).toEqual([
      [threeDecimals, '本年预算数', 'money'],
      [formula, '本年预算数', 'money'],
      [unknown, '科目编码', 'lineKey'],
    ]);
    expect(errors[0]!.message).toBe(`第${threeDecimals}行「本年预算数」：「12.345」不是金额（以元为单位，至多两位小数）`);
    expect(errors[2]!.message).toContain(`第${unknown}行「科目编码」：`);
    expect(await formOf(id)).toEqual(before);
  });

  it('refuses a file that is not a workbook by its content, whatever its name', async () => {
    const id = await draft();
    const answer = await importLines(corp1, id, 'expenseLines', SAMPLE_PDF, 'lines.xlsx');
    expect(answer.status).toBe(415);
  });

  it('answers 404 for another union’s record', async () => {
    const id = await draft();
    const book = await template('expenseLines');
    const answer = await importLines(corp2, id, 'expenseLines', await bytesOf(book));
    expect(answer.status).toBe(404);
  });
});

describe('the record’s lines sheet', () => {
  it('is listed by downloadfile and reads back cell by cell in the federation’s layout', async () => {
    const saved = await corp1.post(`${M}/save`, budget);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.id as string;
    const listed = await corp1.post(`${M}/downloadfile`, undefined, { id });
    const doc = (listed.body.data as { name: string; url: string }[]).find((d) => d.url.includes('/linesSheet'));
    expect(doc?.name).toBe(`工会经费收支预算表-${id}.xlsx`);

    const answer = await download(stack.app, corp1, doc!.url);
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    // Each cell once: a merged cell's others (which repeat its value when read) as empty.
    sheet.eachRow((row, n) => {
      const cells = Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1));
      const values = cells.map((c) => (c.isMerged && c.master.address !== c.address ? undefined : (c.value ?? undefined)));
      while (values.length && values[values.length - 1] === undefined) values.pop();
      rows[n] = values;
    });
    const union = (
      await stack.db
        .selectFrom('union_org')
        .select('name')
        .where('id', '=', (await stack.db.selectFrom('record').select('union_id').where('id', '=', id).executeTakeFirstOrThrow()).union_id)
        .executeTakeFirstOrThrow()
    ).name;
    const gap = '\u3000\u3000';
    expect(rows.filter(Boolean)).toEqual([
      ['2026年度工会经费收支预算表'],
      [`编制单位：${union}（盖章）`, undefined, undefined, '单位：元'],
      ['收入预算'],
      ['科目编码', '科目名称', '本年预算数', '说明'],
      ['401', '会费收入', 86400],
      ['402', '拨缴经费收入', 259200],
      ['403', '上级补助收入', 20000, '区总工会职工之家建设补助'],
      [undefined, '合计', 365600],
      ['支出预算'],
      ['科目编码', '科目名称', '本年预算数', '说明'],
      ['501', '职工活动支出', 120000],
      ['50101', `${gap}职工教育支出`, 30000],
      ['50102', `${gap}文体活动支出`, 90000],
      ['505', '资本性支出', 30000, '职工书屋设备购置'],
      [undefined, '合计', 150000],
      [undefined, '上年结余', 120000],
      [undefined, '预计年末结余', 335600],
      [
        `单位负责人：${'\u3000'.repeat(4)}${gap}财务负责人：${'\u3000'.repeat(4)}${gap}经审会主任：${'\u3000'.repeat(4)}${gap}制表人：${'\u3000'.repeat(4)}`,
      ],
      [`报送日期：${'\u3000'.repeat(4)}年${gap}月${gap}日`],
    ]);
    expect(sheet.getCell('C5').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('A1').isMerged && sheet.getCell('A2').isMerged).toBe(true);
  });

  it('is the template a union can import again: the exported lines round-trip', async () => {
    const id = await draft();
    const exported = await download(stack.app, corp1, `${M}/linesSheet?id=${id}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.bytes as unknown as ArrayBuffer);
    // The import reads the sheet's first table: the income lines.
    const answer = await importLines(corp1, id, 'incomeLines', await bytesOf(book));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await formOf(id)).incomeLines).toEqual(budget.incomeLines);
  });
});
