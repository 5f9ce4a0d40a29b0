// field4material's 台账 through its export call (`exportList`, docs/forms/group-c-field.md "field4material",
// Sheet) on the real servers: two goods requests under one approved room, exported by the room (`pid`) and
// read back with exceljs cell by cell: the requests' sheet with each request's goods as one line and its
// counts asked and approved, then the federation's goods issue list, one line per goods line. The receiver's
// mobile reaches the federation's sheet masked, as every way out masks it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { GOODS_ISSUE_HEADER, ledgerHeader } from '../support/documents';
import { fileApproved, unionRow } from './effects-support';

const GOODS = '/api/blade-crop/crop/field4material';
const example = modules.field4material!.example;

let stack: TestStack;
let federation: ApiSession;
let book: ExcelJS.Workbook;
const ids = { room: '', approved: '', open: '' };
let union = '';
/** The example receiver's mobile as the export writes it. */
const MOBILE = '139****4455';

beforeAll(async () => {
  stack = await startTestStack();
  federation = await login(stack.app, 'federation');
  union = (await unionRow(stack.db, '1102')).name;
  ids.room = (await fileApproved(stack.db, { module: 'field4', unionId: '1102', form: modules.field4!.example })).recordId;
  // The first request approved with 2, 1 and 3 of the goods issued; the second still in review.
  const approved = {
    ...example,
    pid: ids.room,
    items: (example.items as Record<string, unknown>[]).map((row, i) => ({ ...row, approvedQty: [2, 1, 3][i] })),
  };
  const open = {
    ...example,
    pid: ids.room,
    requestYear: 2026,
    items: [{ goods: '1', spec: '小型冰箱', quantity: 1, reason: '母乳冷藏需要', approvedQty: null }],
  };
  ids.approved = (await fileApproved(stack.db, { module: 'field4material', unionId: '1102', form: approved })).recordId;
  ids.open = (
    await fileApproved(stack.db, { module: 'field4material', unionId: '1102', form: open, inReview: true, at: '2026-11-23T03:00:00.000Z' })
  ).recordId;
  const res = await stack.app.inject({
    method: 'GET',
    url: `${GOODS}/exportList?${new URLSearchParams({ pid: ids.room, ascs: 'createTime' })}`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${federation.token}` },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
});
afterAll(async () => stack?.close());

/** A row's cells from the first column; an empty cell reads undefined. */
const cells = (sheet: ExcelJS.Worksheet, n: number) => Array.from((sheet.getRow(n).values as unknown[]).slice(1));

describe('field4material’s 台账 exported through exportList', () => {
  it('holds the requests’ sheet, then the goods issue list', () => {
    expect(book.worksheets.map((s) => s.name)).toEqual(['爱心妈咪小屋物资申领', '物资发放清单']);
  });

  it('heads the requests’ sheet with the room, the year, the goods line and the counts asked and approved', () => {
    const sheet = book.worksheets[0]!;
    expect(String(cells(sheet, 1)[0])).toMatch(/^爱心妈咪小屋物资申领台账（导出日期：\d{4}-\d{2}-\d{2}）$/);
    expect(cells(sheet, 2)).toEqual(ledgerHeader(['小屋名称', '申领年度', '物资明细', '申领件数', '核定件数', '收货人', '收货人手机']));
  });

  it('prints an approved request with its goods by name, each with the count asked and approved, and their sums', () => {
    // Filed through the flow's events, with no review task: no decision to print after its state.
    expect(cells(book.worksheets[0]!, 3)).toEqual([
      1,
      ids.approved,
      union,
      '智联科技爱心妈咪小屋',
      2026,
      '电动吸奶器×2（核定2）；温奶器×1（核定1）；母婴用品包×5（核定3）',
      8,
      6,
      '王晓燕',
      MOBILE,
      new Date(Date.UTC(2026, 10, 23, 10, 0)),
      '已通过',
    ]);
  });

  it('prints a request in review with its counts approved empty', () => {
    expect(cells(book.worksheets[0]!, 4)).toEqual([
      2,
      ids.open,
      union,
      '智联科技爱心妈咪小屋',
      2026,
      '冰箱×1',
      1,
      undefined,
      '王晓燕',
      MOBILE,
      new Date(Date.UTC(2026, 10, 23, 11, 0)),
      '审核中',
    ]);
  });

  it('closes the requests’ sheet with a 合计 row counting them and summing the counts asked and approved', () => {
    expect(cells(book.worksheets[0]!, 5).slice(0, 8)).toEqual(['合计', '共2条', undefined, undefined, undefined, undefined, 9, 6]);
  });

  it('lists each goods line on the issue list with its request, room and delivery', () => {
    const sheet = book.worksheets[1]!;
    expect(String(cells(sheet, 1)[0])).toMatch(/^物资发放清单（导出日期：\d{4}-\d{2}-\d{2}）$/);
    expect(cells(sheet, 2)).toEqual(GOODS_ISSUE_HEADER);
    const delivery = ['智联科技爱心妈咪小屋', '王晓燕', MOBILE, '北京市海淀区中关村大街27号智联大厦B座3层308室'];
    expect(cells(sheet, 3)).toEqual([1, ids.approved, union, '电动吸奶器', '双边电动吸奶器', 2, 2, ...delivery, '已通过']);
    expect(cells(sheet, 4)).toEqual([2, ids.approved, union, '温奶器', undefined, 1, 1, ...delivery, '已通过']);
    expect(cells(sheet, 5)).toEqual([3, ids.approved, union, '母婴用品包', undefined, 5, 3, ...delivery, '已通过']);
    expect(cells(sheet, 6)).toEqual([4, ids.open, union, '冰箱', '小型冰箱', 1, undefined, ...delivery, '审核中']);
  });

  it('closes the issue list with a 合计 line counting the lines and summing the quantities', () => {
    expect(cells(book.worksheets[1]!, 7)).toEqual(['合计', '共4行', undefined, undefined, undefined, 9, 6]);
  });
});
