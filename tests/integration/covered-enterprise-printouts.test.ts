// The covered enterprises' printouts (docs/forms/group-c-survey.md, each module's "Printout"): survey1's
// 新增覆盖企业申请表 carries the enterprise's own opinion block (企业意见, with its seal and date), printed
// empty for its hand, before the applicant's block (`document.extraBlocks`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { download, exampleToSend, login, moduleBase, startTestStack, type ApiSession, type TestStack } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const survey1 = modules.survey1 as ModuleEntry;

let stack: TestStack;
let corp4: ApiSession;
let lines: string[];

beforeAll(async () => {
  stack = await startTestStack();
  corp4 = await login(stack.app, 'corp4');
  const { id, form } = await exampleToSend(stack.app, corp4, survey1);
  const sent = await corp4.post(`${moduleBase(survey1)}/submit`, { ...form, ...(id ? { id } : {}) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const answer = await download(stack.app, corp4, `${moduleBase(survey1)}/review?id=${sent.body.data.id}`);
  expect(answer.status).toBe(200);
  lines = pdfTextLines(answer.bytes);
});
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
