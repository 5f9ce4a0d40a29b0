// The printouts a union office files and seals, read back from the API: an application form with its
// applicant's block and each stage's review block, the state of the record (not a step's draft), and a
// transfer's 转接函 to the receiving union with its 回执 below the cut line; the transfers' 台账.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { modules, resolveStep, type ModuleEntry } from '../../catalogue';
import {
  approvedSetupRequest,
  download,
  giveUnionItsData,
  login,
  reviewFromClaimList,
  sentRow,
  setup1Parties,
  withRequiredUploads,
  type ApiSession,
} from '../support';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';
import { ledgerHeader } from '../support/documents';
import { pdfTextLines } from '../support/documents-pdf-text';

const p = setup1Parties();
const base = (entry: ModuleEntry) => `/api/blade-crop/crop/${entry.key}`;
/** The seeded label of a dictionary key, as the documents print it. */
const label = (code: string, key: unknown) => SYSTEM_DICTIONARIES.find((d) => d.code === code)!.items.find((i) => i[0] === key)![1];
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
/** Today as a filed form writes a day: 2026年11月26日. */
const todayOnForm = () => {
  const [y, m, d] = today().split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

async function pdfLines(session: ApiSession, url: string): Promise<string[]> {
  const answer = await download(p.stack.app, session, url);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('application/pdf');
  return pdfTextLines(answer.bytes);
}

/** The lines of the review block headed `heading`, up to its seal. */
function blockOf(lines: string[], heading: string): string[] {
  const at = lines.indexOf(heading);
  expect(at, `a block headed ${heading}`).toBeGreaterThan(-1);
  return lines.slice(at, lines.indexOf('（盖章）', at) + 1);
}

describe('a set-up application (setup2) whose application was approved', () => {
  const setup2 = modules.setup2!;
  let id: string;
  let applicantName: string;
  let unionName: string;

  beforeAll(async () => {
    await approvedSetupRequest(p.corp1, [p.launion1, p.federation]);
    const first = resolveStep(setup2, setup2.steps![0]!.key, setup2.example)!;
    const picked = Object.fromEntries(first.fields.filter((f) => f in setup2.example).map((f) => [f, setup2.example[f]]));
    const sent = await withRequiredUploads(p.stack.app, p.corp1, setup2, picked, { fields: first.fields });
    const submitted = await p.corp1.post(`${base(setup2)}/${first.calls.submit}`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    id = submitted.body.data.id;
    const pid = submitted.body.data.processInstanceId;
    await reviewFromClaimList(p.launion1, id, pid, 'ok', '材料齐全，同意上报');
    await reviewFromClaimList(p.federation, id, pid, 'ok', '');
    const row = await sentRow(p.corp1, 'setup2', id);
    expect(row.state).toBe('draft');
    ({ applicantName, unionName } = (await p.corp1.get(`${base(setup2)}/detail`, { id })).body.data);
  });

  it('prints as its paper form with the record’s state: the application approved, not 状态：草稿', async () => {
    const lines = await pdfLines(p.corp1, `${base(setup2)}/review?id=${id}`);
    expect(lines[0]).toBe('基层工会成立申请表');
    expect(lines[1]).toBe(`编号：${id}\u3000\u3000状态：成立申请：已通过；建会资料：草稿`);
  });

  it('carries the applicant’s block: 申请单位（盖章）, 经办人, 联系电话 and the day it was submitted', async () => {
    const lines = await pdfLines(p.corp1, `${base(setup2)}/review?id=${id}`);
    const at = lines.indexOf(`申请单位（盖章）：${unionName}`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe(`经办人：${applicantName}`);
    expect(lines[at + 2]).toMatch(/^联系电话：/);
    expect(lines[at + 3]).toBe(`日期：${todayOnForm()}`);
  });

  it('carries each stage’s review named with its step: the reviewing union, the opinion, 经办人, the day and the seal', async () => {
    const lines = await pdfLines(p.corp1, `${base(setup2)}/review?id=${id}`);
    expect(blockOf(lines, '成立申请：上级工会审批')).toEqual([
      '成立申请：上级工会审批',
      '审核单位：中关村街道工会联合会',
      '审核意见：材料齐全，同意上报',
      '经办人：中关村街道工会',
      `日期：${todayOnForm()}`,
      '（盖章）',
    ]);
    // An approval without a comment reads 同意.
    expect(blockOf(lines, '成立申请：总工会审核')).toEqual([
      '成立申请：总工会审核',
      '审核单位：科技园区总工会',
      '审核意见：同意',
      '经办人：总工会审核员',
      `日期：${todayOnForm()}`,
      '（盖章）',
    ]);
  });

  it('leaves the founding papers’ stages empty, to be filled in by hand', async () => {
    const lines = await pdfLines(p.corp1, `${base(setup2)}/review?id=${id}`);
    expect(blockOf(lines, '建会资料：上级工会审批')).toEqual([
      '建会资料：上级工会审批',
      '审核单位：',
      '审核意见：',
      '经办人：',
      '日期：\u3000\u3000年\u3000\u3000月\u3000\u3000日',
      '（盖章）',
    ]);
    expect(lines).toContain('建会资料：总工会审核');
  });

  it('prints the same for the reviewing union', async () => {
    const lines = await pdfLines(p.launion1, `${base(setup2)}/review?id=${id}`);
    expect(lines).toContain('成立申请：上级工会审批');
    expect(lines).toContain(`申请单位（盖章）：${unionName}`);
  });
});

describe('a transfer out (tradeunionoutinfo) its present higher union agreed to', () => {
  const out = modules.tradeunionoutinfo!;
  let corp2: ApiSession;
  let id: string;
  let form: Record<string, unknown>;

  beforeAll(async () => {
    corp2 = await login(p.stack.app, 'corp2');
    // A union with its legal-person code: the letter names it (the form takes it from the union).
    await giveUnionItsData(p.stack, '1102');
    const submitted = await corp2.post(`${base(out)}/submit`, out.example);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    id = submitted.body.data.id;
    await reviewFromClaimList(p.launion1, id, submitted.body.data.processInstanceId, 'ok', '同意转出');
    form = (await corp2.get(`${base(out)}/detail`, { id })).body.data.form;
  });

  it('previews as a 转接函 to the receiving union: “××工会：兹有……请予接收”, sealed and dated by the releasing union', async () => {
    const lines = await pdfLines(corp2, `${base(out)}/preview?id=${id}`);
    expect(lines[0]).toBe('工会组织关系转接函');
    expect(lines).toContain('上地街道工会联合会：');
    const body = lines.slice(lines.indexOf('上地街道工会联合会：') + 1, lines.findIndex((l) => l.includes('请予接收。')) + 1).join('');
    expect(body).toBe(
      `\u3000\u3000兹有我单位工会${String(form.unionName)}（统一社会信用代码：${String(form.uscc)}，会员${String(form.memberCount)}人），` +
        `因${label('transfer_reason', form.reason)}，经研究同意其工会组织关系转至你处，请予接收。`,
    );
    expect(lines).toContain(`\u3000\u3000转出日期：${String(form.transferDate)}。`);
    const sealed = lines.indexOf('中关村街道工会联合会（盖章）');
    expect(sealed).toBeGreaterThan(lines.indexOf('上地街道工会联合会：'));
    expect(lines[sealed + 1]).toBe(todayOnForm());
  });

  it('has a 回执 below the cut line, addressed to the releasing union, for the receiving one to seal and date', async () => {
    const lines = await pdfLines(corp2, `${base(out)}/preview?id=${id}`);
    const cut = lines.indexOf('（此处剪开）');
    expect(cut).toBeGreaterThan(lines.indexOf('中关村街道工会联合会（盖章）'));
    const receipt = lines.slice(cut + 1);
    expect(receipt[0]).toBe('回\u3000执');
    expect(receipt).toContain('中关村街道工会联合会：');
    expect(receipt.join('')).toContain(
      `你单位所转${String(form.unionName)}的工会组织关系已于\u3000\u3000年\u3000\u3000月\u3000\u3000日接收。`,
    );
    expect(receipt.slice(-2)).toEqual(['接收单位（盖章）', '\u3000\u3000年\u3000\u3000月\u3000\u3000日']);
  });

  it('is listed with the record’s documents beside the form', async () => {
    const docs = await corp2.post(`${base(out)}/downloadfile`, undefined, { id });
    expect(docs.body.data.slice(0, 2).map((d: { name: string; url: string }) => [d.name, d.url])).toEqual([
      [`工会组织关系转出申请表-${id}.pdf`, `${base(out)}/review?id=${id}`],
      [`工会组织关系转接函-${id}.pdf`, `${base(out)}/preview?id=${id}`],
    ]);
  });

  it('lists in the 台账 with its key figures by label, and the approval with approver and day', async () => {
    const answer = await download(p.stack.app, corp2, `${base(out)}/exportList`);
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(`工会组织关系转出台账（导出日期：${today()}）`);
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header).toEqual(ledgerHeader(['工会名称', '工会统一社会信用代码', '会员人数', '拟转入上级工会全称', '转出原因', '拟转出日期']));
    const row = Object.fromEntries(header.map((h, i) => [h, sheet.getRow(3).getCell(i + 1).value]));
    expect(row).toMatchObject({
      序号: 1,
      编号: id,
      会员人数: form.memberCount,
      转出原因: label('transfer_reason', form.reason),
      状态: '审核中',
      当前环节: '总工会审核',
      审批结果: '通过（上级工会同意转出）',
      审批人: '中关村街道工会（中关村街道工会联合会）',
    });
    expect(row['拟转出日期']).toEqual(new Date(`${String(form.transferDate)}T00:00:00Z`));
    expect((row['审批日期'] as Date).toISOString().slice(0, 10)).toBe(today());
    expect(sheet.getRow(3).getCell(header.indexOf('拟转出日期') + 1).numFmt).toBe('yyyy-mm-dd');
  });
});
