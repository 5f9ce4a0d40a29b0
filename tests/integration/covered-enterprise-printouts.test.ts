// The covered enterprises' printouts (docs/forms/group-c-survey.md, each module's "Printout"): survey1's
// 新增覆盖企业申请表 carries the enterprise's own opinion block (企业意见, with its seal and date), printed
// empty for its hand, before the applicant's block (`document.extraBlocks`); survey's 覆盖企业情况调查表 prints
// the enterprise's answers to the question set after the form, by the version the record pinned.
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
