// The follow-up rows in the sheets (docs/forms/group-c-rights.md "Follow-up rows", Sheets), on the
// test-only relief: the 台账 (exportList) adds 跟进状态, 最近跟进 and 已发放（元）; followUpsExport lists
// every row under its case, for the cases the caller sees.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, beijingDate } from '../../catalogue';
import { moduleRoutes } from '../../services/records/engine';
import {
  BASIC,
  FOLLOW_UP_TEST_ENTRY,
  grantModuleCalls,
  login,
  reviewFromClaimList,
  startTestStack,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';

const ENTRY = FOLLOW_UP_TEST_ENTRY;
const M = `/api/blade-crop/crop/${ENTRY.key}`;

let stack: TestStack;
let removeEntry: () => void;
let corp1: ApiSession;
let launion1: ApiSession;
let launion2: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  // The flow's commands find a record's module in the catalogue (complete-task's stage fields): the test-only entry joins it for this file.
  removeEntry = withTestEntries([ENTRY]);
  await stack.app.register(moduleRoutes(ENTRY), { prefix: M });
  await grantModuleCalls(stack, ENTRY, M, { roles: ['corp', 'launion', 'federation'] });
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  launion2 = await login(stack.app, 'launion2');
});
afterAll(async () => {
  removeEntry?.();
  await stack?.close();
});

async function submitted(memberName: string): Promise<{ id: string; pid: string }> {
  const answer = await corp1.post(`${M}/submit`, { ...ENTRY.example, memberName, approvedAmount: 300000 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.id as string, pid: answer.body.data.processInstanceId as string };
}

async function approved(memberName: string): Promise<string> {
  const { id, pid } = await submitted(memberName);
  await reviewFromClaimList(launion1, id, pid, 'ok', '同意');
  return id;
}

const add = async (id: string, row: Record<string, unknown>) => {
  const answer = await launion1.post(`${M}/followUp`, { id, date: beijingDate(Date.now()), ...row });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.rows.at(-1).id as string;
};

/** The first sheet's rows as values, the title row left out (row 0 is the header). */
async function sheetOf(session: ApiSession, call: string): Promise<unknown[][]> {
  const res = await stack.app.inject({
    method: 'GET',
    url: `${M}/${call}`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}` },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.slice(1);
}

/** The rows of the sheet whose 编号 is `id`, by header. */
const linesOf = (rows: unknown[][], id: string) =>
  rows.filter((r) => r[1] === id).map((r) => Object.fromEntries((rows[0] as string[]).map((h, c) => [h, r[c] ?? null])));

let paidId: string;
let overdueId: string;
let closedId: string;
let inReviewId: string;
let today: string;

beforeAll(async () => {
  today = beijingDate(Date.now());
  paidId = await approved('跟进甲');
  const wrong = await add(paidId, { kind: 'paid', amount: 50000 });
  await add(paidId, { kind: 'correction', corrects: wrong, note: '金额有误' });
  await add(paidId, { kind: 'paid', amount: 120000, files: [] });
  overdueId = await approved('跟进乙');
  // Approved ten days ago: the payment due 7 days after is overdue.
  await stack.db
    .updateTable('record')
    .set({ end_time: new Date(Date.now() - 10 * 86_400_000) })
    .where('id', '=', overdueId)
    .execute();
  closedId = await approved('跟进丙');
  await add(closedId, { kind: 'close' });
  inReviewId = (await submitted('跟进丁')).id;
});

describe('the 台账 (exportList) of a module with follow-up rows', () => {
  it('adds 跟进状态, 最近跟进 and 已发放（元）, the corrected payment left out of the sum', async () => {
    const rows = await sheetOf(corp1, 'exportList');
    expect(rows[0]!.slice(-3)).toEqual(['跟进状态', '最近跟进', '已发放（元）']);
    expect(linesOf(rows, paidId)[0]).toMatchObject({ 跟进状态: '跟进中', 最近跟进: `发放 ${today}`, '已发放（元）': 1200 });
  });

  it('marks a case whose next row is past its day as overdue, and names a closed one', async () => {
    const rows = await sheetOf(corp1, 'exportList');
    const due = addDays(beijingDate(Date.now() - 10 * 86_400_000), 7);
    expect(linesOf(rows, overdueId)[0]).toMatchObject({ 跟进状态: `逾期：发放（应于${due}前）`, 最近跟进: null, '已发放（元）': 0 });
    expect(linesOf(rows, closedId)[0]).toMatchObject({ 跟进状态: '已结案', 最近跟进: `结案 ${today}` });
  });

  it('leaves the follow-up cells of a record not yet approved empty', async () => {
    const rows = await sheetOf(corp1, 'exportList');
    expect(linesOf(rows, inReviewId)[0]).toMatchObject({ 跟进状态: null, 最近跟进: null, '已发放（元）': null });
  });
});

describe('followUpsExport', () => {
  it('lists every row under its case in order, amounts in yuan, the notes left out', async () => {
    const rows = await sheetOf(launion1, 'followUpsExport');
    expect(rows[0]).toEqual([
      '序号',
      '编号',
      '申请单位',
      ENTRY.title.zh,
      '审批日期',
      '跟进状态',
      '跟进类型',
      '跟进日期',
      '金额（元）',
      '结果',
      '附件数',
      '更正记录',
      '填写单位',
      '录入时间',
    ]);
    const lines = linesOf(rows, paidId);
    expect(lines.map((l) => [l['跟进类型'], l['金额（元）'], l['更正记录'] === null])).toEqual([
      ['发放', 500, true],
      ['更正', null, false],
      ['发放', 1200, true],
    ]);
    expect(lines[0]).toMatchObject({ 申请单位: expect.any(String), [ENTRY.title.zh]: '跟进甲', 跟进状态: '跟进中', 跟进日期: today });
    expect(JSON.stringify(rows)).not.toContain('金额有误');
  });

  it('gives a case without rows one line, and leaves out records not approved', async () => {
    const rows = await sheetOf(launion1, 'followUpsExport');
    expect(linesOf(rows, overdueId)).toHaveLength(1);
    expect(linesOf(rows, overdueId)[0]).toMatchObject({ 跟进类型: null });
    expect(linesOf(rows, inReviewId)).toEqual([]);
  });

  it('holds only the cases the caller sees', async () => {
    const rows = await sheetOf(launion2, 'followUpsExport');
    expect(rows.filter((r) => [paidId, overdueId, closedId].includes(r[1] as string))).toEqual([]);
  });
});
