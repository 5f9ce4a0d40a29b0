// A table's rows from a sheet (docs/forms/group-c-rights.md "Row import", the `rowsImport` option of a
// rows field) on the real servers: rights1's members and rights3's household. The template is the
// field's columns; a good sheet answers the rows for the form to fill (nothing saved); one bad cell
// imports nothing and the 400 names every bad cell by its sheet row and column.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, download, moduleBase, multipartBody, SAMPLE_PDF, savedForm, setup1Parties, type ApiSession } from '../support';

const p = setup1Parties();
const RIGHTS1 = moduleBase(modules.rights1!);
const RIGHTS3 = moduleBase(modules.rights3!);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function template(base: string, field: string): Promise<ExcelJS.Workbook> {
  const answer = await download(p.stack.app, p.corp1, `${base}/rowsTemplate?field=${field}`);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain(XLSX);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  return book;
}

/** The template of `field` with `rows` typed under its header. */
async function filled(base: string, field: string, rows: (string | number)[][]): Promise<Buffer> {
  const book = await template(base, field);
  const sheet = book.worksheets[0]!;
  rows.forEach((cells, i) => cells.forEach((v, j) => (sheet.getRow(i + 2).getCell(j + 1).value = v)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The import of `content` into `field`: a workbook by default; with the saved record `id`, and the form the user holds (`form`, sent as JSON before the file). */
async function importRows(
  session: ApiSession,
  base: string,
  field: string,
  content: Buffer,
  { type = XLSX, id, form, lang }: { type?: string; id?: string; form?: Record<string, unknown> | string; lang?: 'en' } = {},
) {
  const parts: Record<string, string> = form === undefined ? {} : { form: typeof form === 'string' ? form : JSON.stringify(form) };
  const { payload, contentType } = multipartBody(parts, { name: 'rows.xlsx', type, content });
  const res = await p.stack.app.inject({
    method: 'POST',
    url: `${base}/rowsImport?field=${field}${id ? `&id=${id}` : ''}`,
    headers: {
      authorization: BASIC,
      'miidc-auth': `bearer ${session.token}`,
      'content-type': contentType,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the template of a table', () => {
  it('has the columns of the field as its header, required ones starred, and a sheet of instructions', async () => {
    const book = await template(RIGHTS1, 'members');
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['姓名*', '身份证号*', '性别*', '会员证号']);
    expect(book.worksheets[1]!.getCell('A1').value).toBe('填写说明');
  });

  it('is read back by the import: the template filled in answers its rows', async () => {
    const sheet = await filled(RIGHTS3, 'household', [['陈晓燕', '本人', 1990, '在职', '健康', 78000]]);
    const answer = await importRows(p.corp1, RIGHTS3, 'household', sheet);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows).toEqual([
      { name: '陈晓燕', relation: '0', birthYear: 1990, work: '1', health: '1', annualIncome: 7800000 },
    ]);
  });

  it('is refused for a field that takes no import', async () => {
    const answer = await download(p.stack.app, p.corp1, `${RIGHTS1}/rowsTemplate?field=files`);
    expect(answer.status).toBe(400);
    expect(answer.json().data.errors[0]).toMatchObject({ field: 'field', rule: 'oneOf' });
  });
});

describe('importing the rows of a table', () => {
  it('answers every row of a good sheet for the form, choices by their labels, and saves nothing', async () => {
    const before = await p.stack.db
      .selectFrom('record')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const sheet = await filled(RIGHTS1, 'members', [
      ['刘建国', '110108198503122316', '男', 'GH2015001'],
      ['陈晓燕', '110108199007080422', '女'],
      ['王丽', '11010519491231002x', '女', 'GH2019002'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      field: 'members',
      rows: [
        { name: '刘建国', idCard: '110108198503122316', sex: '1', memberCardNo: 'GH2015001' },
        { name: '陈晓燕', idCard: '110108199007080422', sex: '2', memberCardNo: null },
        { name: '王丽', idCard: '11010519491231002X', sex: '2', memberCardNo: 'GH2019002' },
      ],
    });
    const after = await p.stack.db
      .selectFrom('record')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('imports nothing when one line is bad, naming its row and column: a wrong check digit, a label that is no option', async () => {
    const sheet = await filled(RIGHTS1, 'members', [
      ['刘建国', '110108198503122316', '男'],
      ['陈晓燕', '110108199007080423', '女'],
      ['周涛', '110108198802211511', '男性'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet);
    expect(answer.status).toBe(400);
    expect(answer.body.data.rows).toBeUndefined();
    const errors = answer.body.data.errors as { row: number; column: string; rule: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column, e.rule])).toEqual([
      [3, '身份证号', 'idCard'],
      [4, '性别', 'dict'],
    ]);
    expect(errors[0]!.message).toMatch(/^第3行「身份证号」：/);
    expect(errors[1]!.message).toContain('男性');
  });

  it('names a row whose sex disagrees with its ID number', async () => {
    const sheet = await filled(RIGHTS1, 'members', [['刘建国', '110108198503122316', '女']]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 2, column: '性别' })]);
  });

  it('names the later of two rows with the same ID number, and the row it repeats, by their sheet rows', async () => {
    const sheet = await filled(RIGHTS1, 'members', [
      ['刘建国', '110108198503122316', '男'],
      ['刘建国', '110108198503122316', '男'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      expect.objectContaining({ row: 3, column: '身份证号', rule: 'uniqueColumn', message: '第3行「身份证号」：身份证号与第2行重复' }),
    ]);
  });

  it('names a required cell left empty and an amount that is not yuan', async () => {
    const sheet = await filled(RIGHTS3, 'household', [
      ['陈晓燕', '本人', 1990, '在职', '', 78000],
      ['刘建国', '配偶', 1985, '在职', '健康', '七万'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS3, 'household', sheet);
    expect(answer.status).toBe(400);
    const errors = answer.body.data.errors as { row: number; column: string; rule: string }[];
    expect(errors.map((e) => [e.row, e.column, e.rule])).toEqual([
      [2, '健康状况', 'required'],
      [3, '年收入(元)', 'money'],
    ]);
  });

  it('names the table at the header row when its rows break a rule of the whole (no 本人 in the household)', async () => {
    const sheet = await filled(RIGHTS3, 'household', [['刘建国', '配偶', 1985, '在职', '健康', 70000]]);
    const answer = await importRows(p.corp1, RIGHTS3, 'household', sheet);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 1, column: '家庭成员', rule: 'rowsWith' })]);
  });

  it('refuses a file that is not a workbook (415)', async () => {
    const answer = await importRows(p.corp1, RIGHTS1, 'members', SAMPLE_PDF, { type: 'application/pdf' });
    expect(answer.status).toBe(415);
  });
});

describe('importing rows into a saved form', () => {
  // 2011-06-01: 15 on 31 December 2026.
  const YOUNG = ['张小明', '110108201106012310', '男'];

  it('checks a member’s age on 31 December of the saved form’s coverage year, which a sheet alone cannot tell', async () => {
    const sheet = await filled(RIGHTS1, 'members', [['刘建国', '110108198503122316', '男'], YOUNG]);
    expect((await importRows(p.corp1, RIGHTS1, 'members', sheet)).status).toBe(200);
    const id = await savedForm(p.stack.app, p.corp1, modules.rights1!, { coverageYear: 2026 });
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet, { id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 3, column: '身份证号', rule: 'minAgeAt' })]);
  });

  it('takes women only into the saved form of the women’s plan', async () => {
    const women = [{ name: '陈晓燕', idCard: '110108199007080422', sex: '2' }];
    const plan = { planType: '3', amountPerHead: 5000, members: women, headCount: 1, totalAmount: 5000 };
    const id = await savedForm(p.stack.app, p.corp1, modules.rights1!, plan);
    const sheet = await filled(RIGHTS1, 'members', [
      ['陈晓燕', '110108199007080422', '女'],
      ['周涛', '110108198802211511', '男'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet, { id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ rule: 'everyRow' })]);
  });
});

describe('the choice cells of an imported sheet', () => {
  it('are read by the Chinese label, the English label in any case, or the dictionary key', async () => {
    const sheet = await filled(RIGHTS1, 'members', [
      ['刘建国', '110108198503122316', 'male'],
      ['陈晓燕', '110108199007080422', 'FEMALE'],
      ['周涛', '110108198802211511', '1'],
      ['王丽', '11010519491231002x', '女'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.data.rows as { sex: string }[]).map((r) => r.sex)).toEqual(['1', '2', '1', '2']);
  });

  it('name the accepted labels in the request’s language when a cell holds none of them', async () => {
    const sheet = await filled(RIGHTS1, 'members', [['刘建国', '110108198503122316', 'man']]);
    const zh = await importRows(p.corp1, RIGHTS1, 'members', sheet);
    expect(zh.status).toBe(400);
    expect(zh.body.data.errors[0].message).toBe('第2行「性别」：「man」不是「性别」的可选项（男、女）');
    const en = await importRows(p.corp1, RIGHTS1, 'members', sheet, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.data.errors[0].message).toBe('Row 2, Sex: "man" is not an option of Sex (Male, Female)');
  });
});

describe('importing rows into a form never saved, sent with the import', () => {
  // 2011-06-01: 15 on 31 December 2026, 19 on 31 December 2030.
  const YOUNG = ['张小明', '110108201106012310', '男'];

  it('checks a member’s age on 31 December of the coverage year the form sent holds', async () => {
    const sheet = await filled(RIGHTS1, 'members', [['刘建国', '110108198503122316', '男'], YOUNG]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet, { form: { planType: '1', coverageYear: '2026' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 3, column: '身份证号', rule: 'minAgeAt' })]);
  });

  it('takes women only into a form of the women’s plan', async () => {
    const sheet = await filled(RIGHTS1, 'members', [
      ['陈晓燕', '110108199007080422', '女'],
      ['周涛', '110108198802211511', '男'],
    ]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet, { form: { planType: '3', coverageYear: 2026 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ rule: 'everyRow' })]);
  });

  it('reads the form sent rather than the saved one, as the user holds it unsaved', async () => {
    // An 增员 filing: the saved forms above hold the plan's 年度参保 of 2026.
    const id = await savedForm(p.stack.app, p.corp1, modules.rights1!, { coverageYear: 2026, enrolKind: '2' });
    const sheet = await filled(RIGHTS1, 'members', [YOUNG]);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', sheet, { id, form: { coverageYear: 2030 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows).toEqual([{ name: '张小明', idCard: '110108201106012310', sex: '1', memberCardNo: null }]);
  });

  it('refuses a form whose field breaks its own rule, naming the field, and a form that is not a JSON object', async () => {
    const sheet = await filled(RIGHTS1, 'members', [['刘建国', '110108198503122316', '男']]);
    const badYear = await importRows(p.corp1, RIGHTS1, 'members', sheet, { form: { coverageYear: 1990 } });
    expect(badYear.status, JSON.stringify(badYear.body)).toBe(400);
    expect(badYear.body.data.errors).toEqual([expect.objectContaining({ field: 'form.coverageYear' })]);
    const badPlan = await importRows(p.corp1, RIGHTS1, 'members', sheet, { form: { planType: '99' } });
    expect(badPlan.body.data.errors).toEqual([expect.objectContaining({ field: 'form.planType', rule: 'dict' })]);
    const notJson = await importRows(p.corp1, RIGHTS1, 'members', sheet, { form: '{coverageYear' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.data.errors).toEqual([expect.objectContaining({ field: 'form' })]);
  });
});

describe('the header of an imported sheet', () => {
  it('is read in English as well as in Chinese', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    sheet.addRow(['Name*', 'ID number', 'Sex*', 'Member card number']);
    sheet.addRow(['刘建国', '110108198503122316', '男', 'GH2015001']);
    const answer = await importRows(p.corp1, RIGHTS1, 'members', Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows).toEqual([{ name: '刘建国', idCard: '110108198503122316', sex: '1', memberCardNo: 'GH2015001' }]);
  });
});

describe('the rows calls in the OpenAPI document', () => {
  it('are marked inferred, the answer typed by the columns of the table', async () => {
    const doc = (await p.stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    expect(doc.paths[`${RIGHTS1}/rowsTemplate`]?.get).toMatchObject({ 'x-inferred': expect.stringMatching(/Row import/) });
    const call = doc.paths[`${RIGHTS1}/rowsImport`]?.post;
    expect(call).toMatchObject({ 'x-inferred': expect.stringMatching(/Row import/) });
    expect(JSON.stringify(call?.responses)).toContain('"idCard"');
  });
});
