// finance1 (docs/forms/group-d.md "finance1") on the real servers: the union's funds months read from
// the funds ledger on the base of its funds registration (setup4), which gives what is due; a union
// without one has no months; a month's detail names the approvals that moved it; a higher union reads
// the unions below it and no other, and picks them from `unions`; the year's 拨缴情况表 read back cell by cell.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { todayInShanghai } from '../../services/platform/core';
import { download, login, startTestStack, type ApiSession, type OpenApiDoc, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const BASE = '/api/blade-crop/crop/finance1';
let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let backPayment: string;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

describe('a union without a funds registration', () => {
  it('answers registered false and no months', async () => {
    const answer = await corp1.get(`${BASE}/index`, { year: '2025' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ unionId: '1101', year: 2025, registered: false, collectionFeed: false, months: [] });
  });
});

describe('a registered union’s months', () => {
  beforeAll(async () => {
    const funds = { ...modules.setup4!.example, accountName: '北京智联科技有限公司工会', files: {} };
    await fileApproved(stack.db, {
      module: 'setup4',
      unionId: '1101',
      form: { ...funds, payMode: '1', payrollMonthly: 180000000, dueMonthly: 3600000, startMonth: '2025-03-01' },
    });
    // Months 2025-07 to 2025-09: ¥30,000 paid before, ¥5,000 back-paid each.
    backPayment = (await fileApproved(stack.db, { module: 'finance3', unionId: '1101', form: modules.finance3!.example })).recordId;
  });

  it('owes the registration’s monthly due from its first month, less what approvals paid', async () => {
    const { data } = (await corp1.get(`${BASE}/index`, { year: '2025' })).body;
    expect(data.registered).toBe(true);
    expect(data.registration).toMatchObject({ dueMonthly: 3600000, startMonth: '2025-03-01' });
    expect(data.months).toHaveLength(12);
    expect(data.months[1]).toMatchObject({ id: '1101:2025-02', due: 0, owed: 0 });
    expect(data.months[2]).toMatchObject({ id: '1101:2025-03', due: 3600000, paid: 0, owed: 3600000, payMode: '1' });
    expect(data.months[6]).toMatchObject({ month: '2025-07', payroll: 175000000, due: 3600000, paid: 3500000, owed: 100000 });
    expect(data.totals).toEqual({ due: 36000000, paid: 10500000, refunded: 0, returned: 0, owed: 25500000 });
  });

  it('shows a month with the approved records that moved it', async () => {
    const answer = await corp1.get(`${BASE}/detail`, { id: '1101:2025-08' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ month: '2025-08', due: 3600000, paid: 3500000, owed: 100000 });
    expect(answer.body.data.movements).toEqual([
      { module: 'finance3', recordId: backPayment, movement: 'backPaid', amount: 500000, on: '2026-11-23', paidBefore: 3000000 },
    ]);
  });

  it('lets the higher union read a union below it', async () => {
    const below = await launion1.get(`${BASE}/index`, { unionId: '1101', year: '2025' });
    expect(below.status).toBe(200);
    expect(below.body.data.totals.paid).toBe(10500000);
  });

  it('refuses 403 a union outside the caller’s data scope, and 404 one the tenant has not', async () => {
    expect((await corp1.get(`${BASE}/index`, { unionId: '1100' })).status).toBe(403);
    expect((await corp1.get(`${BASE}/detail`, { id: '1100:2025-08' })).status).toBe(403);
    expect((await launion1.get(`${BASE}/index`, { unionId: '1201' })).status).toBe(403);
    expect((await launion1.get(`${BASE}/index`, { unionId: '987654' })).status).toBe(404);
  });

  it('refuses an id that names no month row', async () => {
    expect((await corp1.get(`${BASE}/detail`, { id: '1101:2025-13' })).status).toBe(400);
  });

  it('refuses a union that is no id, and a query naming what neither call takes', async () => {
    expect((await launion1.get(`${BASE}/index`, { unionId: 'x1101', year: '2025' })).status).toBe(400);
    expect((await corp1.get(`${BASE}/index`, { year: '2025', month: '08' })).status).toBe(400);
    expect((await corp1.get(`${BASE}/detail`, { id: '1101:2025-08', unionId: '1101' })).status).toBe(400);
  });
});

describe('the unions a caller may read the funds of', () => {
  it('are a higher union’s own and those below it, in tree order', async () => {
    const answer = await launion1.get(`${BASE}/unions`);
    expect(answer.status).toBe(200);
    const unions = answer.body.data as { id: string; own: boolean }[];
    expect(unions[0]).toMatchObject({ id: '1100', name: '中关村街道工会联合会', own: true });
    expect(unions.map((u) => u.id)).toEqual(expect.arrayContaining(['1101', '1102']));
    expect(unions.map((u) => u.id)).not.toContain('1201');
  });

  it('are an enterprise union’s own alone', async () => {
    expect((await corp1.get(`${BASE}/unions`)).body.data).toEqual([{ id: '1101', name: '北京智联科技有限公司工会', own: true }]);
  });
});

describe('the 工会经费拨缴情况表', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  async function sheetOf(session: ApiSession, query: string): Promise<ExcelJS.Worksheet> {
    const answer = await download(stack.app, session, `${BASE}/exportList?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    return book.worksheets[0]!;
  }
  const rowValues = (sheet: ExcelJS.Worksheet, n: number, width = 9) =>
    Array.from({ length: width }, (_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);

  it('has the year’s months in yuan with their back payments, the 合计 row, the export day and the seal and date rows', async () => {
    const sheet = await sheetOf(launion1, 'unionId=1101&year=2025');
    expect(sheet.getCell('A1').value).toBe('2025年度工会经费拨缴情况表');
    expect(sheet.getCell('A2').value).toBe('编制单位：北京智联科技有限公司工会（盖章）');
    expect(sheet.getCell('I2').value).toBe('单位：元');
    expect(rowValues(sheet, 3)).toEqual(['月份', '工资总额', '应拨缴', '已拨缴', '其中：补缴', '已退还', '已返还', '欠缴', '拨缴方式']);
    expect(rowValues(sheet, 4)).toEqual(['2025-01', null, 0, 0, 0, 0, 0, 0, '税务代收']);
    expect(rowValues(sheet, 6)).toEqual(['2025-03', 1800000, 36000, 0, 0, 0, 0, 36000, '税务代收']);
    expect(rowValues(sheet, 10)).toEqual(['2025-07', 1750000, 36000, 35000, 5000, 0, 0, 1000, '税务代收']);
    expect(rowValues(sheet, 15)[0]).toBe('2025-12');
    expect(rowValues(sheet, 16)).toEqual(['合计', null, 360000, 105000, 15000, 0, 0, 255000, null]);
    expect(sheet.getCell('C16').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('A17').value).toBe(`（导出日期：${todayInShanghai()}）`);
    expect(String(sheet.getCell('A18').value)).toMatch(/^填报人：.*联系电话：.*审核人：/);
    expect(String(sheet.getCell('A19').value)).toMatch(/^填报单位（盖章）：.*填报日期：.*年.*月.*日$/);
  });

  it('is refused 403 for a union outside the caller’s scope, before any sheet', async () => {
    const answer = await download(stack.app, corp1, `${BASE}/exportList?unionId=1100&year=2025`);
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toContain('application/json');
  });

  it('and the picker’s list are marked x-inferred, beyond calls.tsv', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    const op = (call: string) => (doc.paths[`${BASE}/${call}`] as Record<string, Record<string, unknown>>).get!;
    expect(op('exportList')['x-inferred']).toMatch(/拨缴情况表/);
    expect(op('unions')['x-inferred']).toMatch(/union picker/);
    expect(op('index')['x-inferred']).toBeUndefined();
  });
});

// Last: it changes the union's registration the blocks above read.
describe('a later funds registration', () => {
  it('changes the months from its own first month, the months before keeping the former registration’s due', async () => {
    const funds = { ...modules.setup4!.example, accountName: '北京智联科技有限公司工会', files: {} };
    await fileApproved(stack.db, {
      module: 'setup4',
      unionId: '1101',
      form: { ...funds, payMode: '1', payrollMonthly: 200000000, dueMonthly: 4000000, startMonth: '2025-10-01' },
      at: '2026-11-25T02:00:00.000Z',
    });
    const { data } = (await corp1.get(`${BASE}/index`, { year: '2025' })).body;
    expect(data.registration).toMatchObject({ dueMonthly: 4000000, startMonth: '2025-10-01' });
    expect(data.months[2]).toMatchObject({ month: '2025-03', payroll: 180000000, due: 3600000 });
    expect(data.months[8]).toMatchObject({ month: '2025-09', due: 3600000, paid: 3500000, owed: 100000 });
    expect(data.months[9]).toMatchObject({ month: '2025-10', payroll: 200000000, due: 4000000, owed: 4000000 });
    expect((await corp1.get(`${BASE}/detail`, { id: '1101:2025-05' })).body.data).toMatchObject({ due: 3600000, payroll: 180000000 });
  });
});
