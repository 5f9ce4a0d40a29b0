import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modules } from '../../catalogue';
import {
  BASIC,
  login,
  multipartBody,
  reviewFromClaimList,
  SAMPLE_PDF,
  SAMPLE_PNG,
  startTestStack,
  type ApiSession,
  type TestStack,
} from '../support';
import { ledgerHeader } from '../support/documents';

const M = '/api/blade-crop/crop/setup1';
const entry = modules.setup1!;
const form = entry.example;

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let launion1: ApiSession;
/** A sub-account without the module's view permission. */
let corp1sub: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  corp2 = await login(stack.app, 'corp2');
  launion1 = await login(stack.app, 'launion1');
  corp1sub = await login(stack.app, 'corp1sub');
});
afterAll(async () => stack?.close());

/** GET as `session` with the raw bytes of the answer. */
async function download(session: ApiSession, url: string) {
  const res = await stack.app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
}

/** The first sheet of an 台账 as rows of cell values, its title row left out (row 0 is the header). */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.slice(1);
}

/** A sheet row by its header's names. */
const byHeader = (rows: unknown[][], i: number) => Object.fromEntries((rows[0] as string[]).map((h, c) => [h, rows[i]![c]]));

describe('the Excel export of a module list', () => {
  // The union's name is the record's title, which the keyword searches.
  const names = ['出口甲科技有限公司', '出口乙科技有限公司', '出口丙贸易有限公司'];
  const named = (name: string) => ({ ...form, enterpriseName: name, unionName: `${name}工会委员会` });

  beforeAll(async () => {
    for (const name of names) expect((await corp1.post(`${M}/submit`, named(name))).status).toBe(200);
    expect((await corp1.post(`${M}/saveDraft`, named('出口丁草稿有限公司'))).status).toBe(200);
  });

  it('holds the same records in the same order as the page with the same filters', async () => {
    const filters = { state: 'in_review', keyword: '科技', ascs: 'createTime' };
    const page = await corp1.get(`${M}/page`, { ...filters, size: '100' });
    const pageIds = page.body.data.records.map((r: { id: string }) => r.id);
    expect(pageIds.length).toBeGreaterThanOrEqual(2);
    const answer = await download(corp1, `${M}/exportList?${new URLSearchParams(filters)}`);
    expect(answer.status).toBe(200);
    const rows = await sheetRows(answer.bytes);
    expect(rows.slice(1).map((r) => r[1])).toEqual(pageIds);
  });

  it('is an xlsx attachment named after the module', async () => {
    const answer = await download(corp1, `${M}/exportList`);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(answer.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(entry.title.zh)}`);
    expect(answer.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('is a 台账: a title row, a header of 序号, the record’s keys, every listed field, the state and the last decision', async () => {
    const filters = { state: 'in_review', keyword: '出口甲' };
    const [shown] = (await corp1.get(`${M}/page`, filters)).body.data.records;
    const answer = await download(corp1, `${M}/exportList?${new URLSearchParams(filters)}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe(`${entry.title.zh}台账（导出日期：${today}）`);
    const rows = await sheetRows(answer.bytes);
    const listed = entry.fields.filter((f) => f.listed);
    expect(rows[0]).toEqual(ledgerHeader(listed.map((f) => f.label.zh)));
    expect(rows).toHaveLength(2);
    const record = byHeader(rows, 1);
    expect(record).toMatchObject({ 序号: 1, 编号: shown.id, 申请单位: shown.unionName, 状态: '审核中', 企业名称: '出口甲科技有限公司' });
    // Times are Excel dates, as Beijing reads them.
    expect((record['提交时间'] as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(shown.submitTime.slice(0, 16));
  });

  it('names the filter’s creation dates in its title', async () => {
    const range = { createTimeBegin: '2026-01-01 00:00:00', createTimeEnd: '2030-12-31 23:59:59' };
    const answer = await download(corp1, `${M}/exportList?${new URLSearchParams(range)}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe(`${entry.title.zh}台账（2026-01-01至2030-12-31）`);
  });

  it('gives each record its last decision: the result with its stage, the approver with the union, the day', async () => {
    const submitted = await corp1.post(`${M}/submit`, named('台账戊贸易有限公司'));
    const { id, processInstanceId: pid } = submitted.body.data;
    await reviewFromClaimList(launion1, id, pid, 'back', '请补充材料');
    const rows = await sheetRows((await download(corp1, `${M}/exportList?keyword=${encodeURIComponent('台账戊')}`)).bytes);
    const record = byHeader(rows, 1);
    expect(record).toMatchObject({ 状态: '已退回', 审批结果: '退回（上级工会审核）', 审批人: '中关村街道工会（中关村街道工会联合会）' });
    expect((record['审批日期'] as Date).toISOString().slice(0, 10)).toBe(
      new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }),
    );
  });

  it('answers in English headers with Accept-Language: en', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: `${M}/exportList?state=draft`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en' },
    });
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['No.', 'ID', 'Union']);
  });

  it('shows only what the viewer may see: another union gets none of these, a reviewer no drafts', async () => {
    const ofCorp2 = (await sheetRows((await download(corp2, `${M}/exportList?keyword=${encodeURIComponent('出口')}`)).bytes)).slice(1);
    expect(ofCorp2).toEqual([]);
    const ofParent = await sheetRows((await download(launion1, `${M}/exportList?keyword=${encodeURIComponent('出口')}`)).bytes);
    expect(ofParent).toHaveLength(4);
    expect(ofParent.slice(1).every((_r, i) => byHeader(ofParent, i + 1)['状态'] === '审核中')).toBe(true);
  });

  it('refuses a malformed filter with 400 in the envelope, naming it', async () => {
    const answer = await download(corp1, `${M}/exportList?createTimeBegin=yesterday`);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 400 });
    expect(JSON.stringify(answer.json())).toContain('createTimeBegin');
  });

  it('needs the module’s view permission', async () => {
    expect((await download(corp1sub, `${M}/exportList`)).status).toBe(403);
  });

  it('refuses paging parameters: it always holds every record', async () => {
    expect((await download(corp1, `${M}/exportList?current=2`)).status).toBe(400);
  });

  it('writes text that starts like a formula with a leading quote, so editing the cell keeps it text', async () => {
    const typed = { ...form, enterpriseName: '=1+1', unionName: '@SUM(A1)公式工会' };
    expect((await corp1.post(`${M}/submit`, typed)).status).toBe(200);
    const rows = await sheetRows((await download(corp1, `${M}/exportList?keyword=${encodeURIComponent('公式工会')}`)).bytes);
    expect(rows).toHaveLength(2);
    expect(byHeader(rows, 1)).toMatchObject({ 企业名称: "'=1+1", 拟成立工会名称: "'@SUM(A1)公式工会" });
  });

  it('writes more records than one batch, in order', async () => {
    const many = 520;
    const rows = Array.from({ length: many }, (_, i) => ({ i }));
    // Straight into the read model, as the page sees them: 520 workflows would only slow the test.
    const template = await stack.db
      .selectFrom('record')
      .selectAll()
      .where('title', '=', '出口甲科技有限公司工会委员会')
      .executeTakeFirstOrThrow();
    await stack.db
      .insertInto('record')
      .values(
        rows.map(({ i }) => ({
          ...template,
          form: JSON.stringify(template.form),
          submitted_form: template.submitted_form && JSON.stringify(template.submitted_form),
          id: String(9_000_000_000 + i),
          title: `批量导出${String(i).padStart(4, '0')}`,
          process_instance_id: `setup1-${9_000_000_000 + i}`,
        })),
      )
      .execute();
    const sheet = await sheetRows((await download(corp1, `${M}/exportList?keyword=${encodeURIComponent('批量导出')}&ascs=title`)).bytes);
    expect(sheet).toHaveLength(many + 1);
    expect(sheet[1]!.slice(0, 2)).toEqual([1, '9000000000']);
    expect(sheet[many]!.slice(0, 2)).toEqual([many, String(9_000_000_000 + many - 1)]);
  });
});

async function upload(id: string, file: { name: string; type: string; content: Buffer }): Promise<string> {
  const { payload, contentType } = multipartBody({ id }, file);
  const res = await stack.app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

describe('the zip of a record’s attachments', () => {
  let id: string;
  const bigPdf = Buffer.concat([SAMPLE_PDF, Buffer.alloc(300 * 1024, 0x20)]);

  beforeAll(async () => {
    id = (await corp1.get(`${M}/getid`)).body.data;
    const files = [
      await upload(id, { name: '筹备组批复.pdf', type: 'application/pdf', content: bigPdf }),
      await upload(id, { name: '现场照片.png', type: 'image/png', content: SAMPLE_PNG }),
      await upload(id, { name: '筹备组批复.pdf', type: 'application/pdf', content: SAMPLE_PDF }),
    ];
    expect((await corp1.post(`${M}/saveDraft`, { ...form, id, attachments: files })).status).toBe(200);
  });

  it('holds every attachment byte for byte, under its name, a repeated name numbered', async () => {
    const answer = await download(corp1, `${M}/zip?id=${id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(answer.bytes);
    expect(Object.keys(zip.files)).toEqual(['筹备组批复.pdf', '现场照片.png', '筹备组批复 (2).pdf']);
    expect((await zip.file('筹备组批复.pdf')!.async('nodebuffer')).equals(bigPdf)).toBe(true);
    expect((await zip.file('现场照片.png')!.async('nodebuffer')).equals(SAMPLE_PNG)).toBe(true);
    expect((await zip.file('筹备组批复 (2).pdf')!.async('nodebuffer')).equals(SAMPLE_PDF)).toBe(true);
  });

  it('reads each file from storage as a stream, never as a whole buffer', async () => {
    const whole = vi.spyOn(stack.app.storage, 'get');
    const streamed = vi.spyOn(stack.app.storage, 'getStream');
    try {
      expect((await download(corp1, `${M}/zip?id=${id}`)).status).toBe(200);
      expect(whole).not.toHaveBeenCalled();
      expect(streamed).toHaveBeenCalledTimes(3);
    } finally {
      whole.mockRestore();
      streamed.mockRestore();
    }
  });

  it('is listed with the record’s documents when there are several files', async () => {
    const docs = await corp1.post(`${M}/downloadfile`, undefined, { id });
    expect(docs.body.data.at(-1)).toMatchObject({ mime: 'application/zip', url: `${M}/zip?id=${id}` });
  });

  it('is not given to a union that cannot see the record, nor without the view permission', async () => {
    expect((await download(corp2, `${M}/zip?id=${id}`)).status).toBe(404);
    expect((await download(corp1sub, `${M}/zip?id=${id}`)).status).toBe(403);
  });

  it('of a record without attachments is an empty zip', async () => {
    const plain = await corp1.post(`${M}/submit`, form);
    const zip = await JSZip.loadAsync((await download(corp1, `${M}/zip?id=${plain.body.data.id}`)).bytes);
    expect(Object.keys(zip.files)).toEqual([]);
  });
});
