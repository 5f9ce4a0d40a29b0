// The covered enterprises' printouts (docs/forms/group-c-survey.md, each module's "Printout"): survey1's
// 新增覆盖企业申请表 carries the enterprise's own opinion block (企业意见, with its seal and date), printed
// empty for its hand, before the applicant's block (`document.extraBlocks`); survey's 覆盖企业情况调查表 prints
// the enterprise's answers to the question set after the form, by the version the record pinned; the register's
// own sheet (覆盖企业名录) names the caller's union in its title, lists the design's columns (法定代表人 and the
// others) with each entry's 入会率 after its staff and members, the rate of the sums in its 合计 row, and the
// 台账's signature rows; a higher union's has 覆盖工会 after 序号.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { download, exampleToSend, login, moduleBase, startTestStack, type ApiSession, type TestStack } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const survey1 = modules.survey1 as ModuleEntry;
const survey = modules.survey as ModuleEntry;
/** The demo register's category of an individual business and its region, as the sheet names them. */
const CATEGORY_11 = '个体工商户';
const REGION_110108022 = '北京市 / 海淀区 / 上地街道';

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
  async function registerSheet(as: ApiSession = corp4) {
    const answer = await download(stack.app, as, `${moduleBase(survey)}/enterprises/export`);
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
    const texts: string[][] = [];
    sheet.eachRow((row) => texts.push((row.values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)))));
    return { head: head.filter(Boolean), rows, texts };
  }

  it('gives each entry’s 入会率 after its staff and members, as a percentage to one decimal', async () => {
    const { head, rows } = await registerSheet();
    expect(head.slice(head.indexOf('职工人数'), head.indexOf('入会率') + 1)).toEqual(['职工人数', '会员人数', '入会率']);
    const xinghuo = rows.find((r) => r['企业名称']?.value === '北京星火软件有限公司')!;
    expect([xinghuo['职工人数']?.value, xinghuo['会员人数']?.value, xinghuo['入会率']?.value]).toEqual([56, 38, 0.679]);
    expect(xinghuo['入会率']?.format).toBe('0.0%');
  });

  it('sums the staff and members of the entries in the register in its 合计 row, with the rate of the sums', async () => {
    const { rows } = await registerSheet();
    const total = rows.find((r) => String(r['序号']?.value).startsWith('合计'))!;
    expect(total['序号']?.value).toBe('合计 共4家（在册4家）');
    // 56 + 12 + 23 + 4 staff, 38 + 9 + 17 + 3 members: 67 / 95.
    expect([total['职工人数']?.value, total['会员人数']?.value, total['入会率']?.value]).toEqual([95, 67, 0.705]);
  });

  it('names the caller’s union in its title and lists the design’s columns in order', async () => {
    const { texts, head } = await registerSheet();
    expect(texts[0]![0]).toMatch(/^上地信息路联合工会委员会覆盖企业名录（截至\d{4}-\d{2}-\d{2}）$/);
    expect(head).toEqual([
      '序号',
      '企业名称',
      '统一社会信用代码',
      '单位类别',
      '所在区域',
      '企业地址',
      '法定代表人',
      '职工人数',
      '会员人数',
      '入会率',
      '企业联系人',
      '联系电话',
      '纳入覆盖日期',
      '最近调查年度',
      '状态',
      '移除日期',
      '移除原因',
    ]);
  });

  it('gives an entry cell by cell: its company columns by label, its contact masked and its days', async () => {
    const { rows } = await registerSheet();
    const muMian = rows.find((r) => r['统一社会信用代码']?.value === '92110108MA0FT6J8KU')!;
    const values = Object.fromEntries(Object.entries(muMian).map(([h, c]) => [h, c.value]));
    expect(values).toEqual({
      序号: 3,
      企业名称: '北京木棉花文化传播工作室',
      统一社会信用代码: '92110108MA0FT6J8KU',
      单位类别: CATEGORY_11,
      所在区域: REGION_110108022,
      企业地址: '北京市海淀区上地信息路',
      法定代表人: '林芳',
      职工人数: 4,
      会员人数: 3,
      入会率: 0.75,
      企业联系人: '林芳',
      联系电话: '139****9003',
      纳入覆盖日期: '2025-04-01',
      最近调查年度: null,
      状态: '在册',
      移除日期: null,
      移除原因: null,
    });
  });

  it('closes with the 台账’s signature rows under the 合计', async () => {
    const { texts } = await registerSheet();
    const total = texts.findIndex((t) => t[0]?.startsWith('合计'));
    expect(texts.slice(total + 1).map((t) => t[0]!.replace(/\s+/g, ' ').trim())).toEqual([
      '填报人： 联系电话： 审核人：',
      '填报单位（盖章）： 填报日期： 年 月 日',
    ]);
  });

  it('gives a higher union’s sheet the covering union after 序号', async () => {
    const launion2 = await login(stack.app, 'launion2');
    const { head, rows, texts } = await registerSheet(launion2);
    expect(texts[0]![0]).toMatch(/^上地街道工会联合会覆盖企业名录/);
    expect(head.slice(0, 3)).toEqual(['序号', '覆盖工会', '企业名称']);
    expect(rows.find((r) => r['企业名称']?.value === '北京星火软件有限公司')!['覆盖工会']?.value).toBe('上地信息路联合工会委员会');
  });
});
