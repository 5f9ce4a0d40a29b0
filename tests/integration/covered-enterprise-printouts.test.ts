// The covered enterprises' printouts (docs/forms/group-c-survey.md, each module's "Printout"): survey1's
// 新增覆盖企业申请表 carries the enterprise's own opinion block (企业意见, with its seal and date), printed
// empty for its hand, before the applicant's block (`document.extraBlocks`); survey's 覆盖企业情况调查表 prints
// the enterprise's answers to the question set after the form, by the version the record pinned; the register's
// own sheet gives each entry's 入会率 after its staff and members, and the rate of the sums in its 合计 row.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { download, exampleToSend, login, moduleBase, startTestStack, type ApiSession, type TestStack } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const survey1 = modules.survey1 as ModuleEntry;
const survey = modules.survey as ModuleEntry;

let stack: TestStack;
let corp4: ApiSession;
let lines: string[];
let surveyLines: string[];

beforeAll(async () => {
  stack = await startTestStack();
  corp4 = await login(stack.app, 'corp4');
  lines = await printed(survey1);
  surveyLines = await printed(survey);
});

/** `entry`'s example submitted by the joint union, and its printout's lines. */
async function printed(entry: ModuleEntry): Promise<string[]> {
  const { id, form } = await exampleToSend(stack.app, corp4, entry);
  const sent = await corp4.post(`${moduleBase(entry)}/submit`, { ...form, ...(id ? { id } : {}) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const answer = await download(stack.app, corp4, `${moduleBase(entry)}/review?id=${sent.body.data.id}`);
  expect(answer.status).toBe(200);
  return pdfTextLines(answer.bytes);
}
afterAll(async () => {
  await stack?.close();
});

describe('survey1’s printout', () => {
  it('is the 新增覆盖企业申请表', () => {
    expect(lines[0]).toBe('新增覆盖企业申请表');
  });

  it('leaves the enterprise’s opinion empty for its hand, with its seal and date, before the applicant’s block', () => {
    const at = lines.indexOf('企业意见');
    const applicant = lines.findIndex((l) => l.startsWith('申请单位（盖章）'));
    expect(at).toBeGreaterThan(0);
    expect(applicant).toBeGreaterThan(at);
    expect(lines.slice(at + 1, applicant).join('')).toMatch(/^（盖章）\s*年\s*月\s*日$/);
  });
});

describe('survey’s printout', () => {
  it('prints the answers under 问卷答复 with the set’s title and the version pinned, after the form and before the applicant’s block', () => {
    const at = surveyLines.indexOf('问卷答复：覆盖企业情况调查问卷（第1版）');
    expect(at).toBeGreaterThan(surveyLines.findIndex((l) => l.includes('北京星火软件有限公司')));
    expect(surveyLines.findIndex((l) => l.startsWith('申请单位（盖章）'))).toBeGreaterThan(at);
  });

  it('prints a choice by its option’s label, a multiple choice by its labels and a scale with its ends', () => {
    const text = surveyLines.join('');
    expect(text).toContain('已纳入联合工会(区域/行业)覆盖');
    expect(text).toContain('法律援助、技能培训、健康体检');
    expect(text).toContain('4（1 非常不满意 — 5 非常满意）');
  });

  it('prints a table question as a table of its columns', () => {
    const at = surveyLines.indexOf('职工构成(按岗位类别填写)');
    expect(at).toBeGreaterThan(0);
    expect(surveyLines.slice(at, at + 8).join(' ')).toMatch(/岗位类别.*人数.*其中女职工.*其中农民工/);
    expect(surveyLines.join('')).toContain('生产岗位');
  });
});

describe('the register’s sheet (survey/enterprises/export)', () => {
  /** The sheet's rows as cells, each with its value and number format, by its column's header. */
  async function registerSheet() {
    const answer = await download(stack.app, corp4, `${moduleBase(survey)}/enterprises/export`);
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const head = (sheet.getRow(2).values as unknown[]).map((v) => (v === undefined || v === null ? '' : String(v)));
    const rows: Record<string, { value: unknown; format: string | undefined }>[] = [];
    sheet.eachRow((row, n) => {
      if (n <= 2) return;
      rows.push(
        Object.fromEntries(head.flatMap((h, col) => (h ? [[h, { value: row.getCell(col).value, format: row.getCell(col).numFmt }]] : []))),
      );
    });
    return { head: head.filter(Boolean), rows };
  }

  it('gives each entry’s 入会率 after its staff and members, as a percentage to one decimal', async () => {
    const { head, rows } = await registerSheet();
    expect(head.slice(head.indexOf('职工人数'), head.indexOf('入会率') + 1)).toEqual(['职工人数', '会员人数', '入会率']);
    const xinghuo = rows.find((r) => r['名称']?.value === '北京星火软件有限公司')!;
    expect([xinghuo['职工人数']?.value, xinghuo['会员人数']?.value, xinghuo['入会率']?.value]).toEqual([56, 38, 0.679]);
    expect(xinghuo['入会率']?.format).toBe('0.0%');
  });

  it('sums the staff and members of the entries in the register in its 合计 row, with the rate of the sums', async () => {
    const { rows } = await registerSheet();
    const total = rows.at(-1)!;
    expect(total['序号']?.value).toBe('合计：在册4个，已移除0个');
    // 56 + 12 + 23 + 4 staff, 38 + 9 + 17 + 3 members: 67 / 95.
    expect([total['职工人数']?.value, total['会员人数']?.value, total['入会率']?.value]).toEqual([95, 67, 0.705]);
  });
});
