// The covered enterprises' server rules (docs/forms/group-c-survey.md "Rules of the covered enterprises")
// on the real modules and the demo register of the joint union 1202 (corp4): each refused with the field or
// reason named and nothing filed, and the module's example accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { exampleToSend, login, moduleBase, recordCount, startTestStack, surveyedAs, type ApiSession, type TestStack } from '../support';

const survey2 = modules.survey2 as ModuleEntry;
const survey3 = modules.survey3 as ModuleEntry;
const survey = modules.survey as ModuleEntry;

let stack: TestStack;
let corp4: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  [corp4, corp1] = await Promise.all([login(stack.app, 'corp4'), login(stack.app, 'corp1')]);
});
afterAll(async () => {
  await stack?.close();
});

/** `entry`'s example with `changes`, its required files uploaded, submitted as the joint union. */
async function submitted(entry: ModuleEntry, changes: Record<string, unknown>, as = corp4) {
  const { id, form } = await exampleToSend(stack.app, as, entry, { ...entry.example, ...changes });
  return as.post(`${moduleBase(entry)}/submit`, { ...form, ...(id ? { id } : {}) });
}

const fieldsOf = (answer: { body: { data: { errors?: { field: string }[] } } }) => (answer.body.data.errors ?? []).map((e) => e.field);

describe('cov-removal-date: a removal is not dated before the enterprise was covered', () => {
  it('refuses a removal dated before the entry’s covered-since, naming the date, and files nothing', async () => {
    const before = await recordCount(stack.db, ['survey2']);
    // 880002 is covered since 2024-03-01; the form's own coveredSince is the register's, whatever was sent.
    const answer = await submitted(survey2, { effectiveDate: '2024-02-29', coveredSince: '2020-01-01' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(fieldsOf(answer)).toEqual(['effectiveDate']);
    expect(await recordCount(stack.db, ['survey2'])).toBe(before);
  });

  it('accepts a removal dated on the day the entry was covered', async () => {
    const answer = await submitted(survey2, { effectiveDate: '2024-03-01' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('cov-rename-date: a rename is not registered before the enterprise was covered', () => {
  it('refuses a change registered before the entry’s covered-since, naming the date, and files nothing', async () => {
    const before = await recordCount(stack.db, ['survey3']);
    // 880003 is covered since 2023-06-15.
    const answer = await submitted(survey3, { changeDate: '2023-06-14', coveredSince: '2023-01-01' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(fieldsOf(answer)).toEqual(['changeDate']);
    expect(await recordCount(stack.db, ['survey3'])).toBe(before);
  });

  it('accepts the example’s rename, the covered-since taken from the register', async () => {
    const answer = await submitted(survey3, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const detail = await corp4.get(`${moduleBase(survey3)}/detail`, { id: answer.body.data.id });
    expect(detail.body.data.form).toMatchObject({ coveredSince: '2023-06-15', oldName: '北京百川物流有限公司' });
  });
});

describe('cov-joint-applicant: only a joint union or a federation files the covered enterprises', () => {
  it.each([['survey'], ['survey1'], ['survey2'], ['survey3']])('refuses %s from a single employer’s union, filing nothing', async (key) => {
    const entry = modules[key] as ModuleEntry;
    const before = await recordCount(stack.db, [key]);
    const answer = await submitted(entry, {}, corp1);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'notJointUnion' });
    expect(answer.body.msg).toContain('联合基层工会');
    expect(await recordCount(stack.db, [key])).toBe(before);
  });

  it('accepts the joint union whose set-up recorded it as one (survey1’s example from corp4)', async () => {
    const answer = await submitted(modules.survey1 as ModuleEntry, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('survey: filed about one register entry, once a year', () => {
  it('refuses a name other than the entry’s, naming companyName, and files nothing (cov-survey-name)', async () => {
    const before = await recordCount(stack.db, ['survey']);
    const answer = await submitted(survey, {
      ...(await surveyedAs(stack.db, '880004')),
      surveyYear: 2024,
      companyName: '别的名字',
      memberCount: 3,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toMatchObject([{ field: 'companyName', rule: 'registeredName' }]);
    expect(answer.body.data.errors[0].message).toBe('企业名称须与名录一致，更名请提交更名申请');
    expect(await recordCount(stack.db, ['survey'])).toBe(before);
  });

  it('refuses a credit code other than the entry’s, naming uscc (cov-survey-name)', async () => {
    const answer = await submitted(survey, {
      ...(await surveyedAs(stack.db, '880004')),
      surveyYear: 2024,
      uscc: '91110108MA04K2P3LR',
      memberCount: 3,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(fieldsOf(answer)).toEqual(['uscc']);
  });

  it('fills the name and code left empty from the entry (cov-survey-name)', async () => {
    const answer = await submitted(survey, { enterpriseId: '880004', surveyYear: 2024, companyName: '', uscc: '', memberCount: 3 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const form = (await corp4.get(`${moduleBase(survey)}/detail`, { id: answer.body.data.id })).body.data.form;
    expect(form).toMatchObject({ enterpriseId: '880004', companyName: '北京木棉花文化传播工作室', uscc: '92110108MA0FT6J8KU' });
  });

  it('refuses a second survey of the entry and year, naming the first, and files nothing (cov-survey-year)', async () => {
    const entry = await surveyedAs(stack.db, '880004');
    const first = await submitted(survey, { ...entry, surveyYear: 2025, memberCount: 3 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await recordCount(stack.db, ['survey']);
    const second = await submitted(survey, { ...entry, surveyYear: 2025, memberCount: 3 });
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body.data).toMatchObject({ existingId: first.body.data.id });
    // The period names the entry by the enterprise's name, not its id.
    expect(second.body.msg).toContain('2025年度（覆盖企业：北京木棉花文化传播工作室）');
    expect(await recordCount(stack.db, ['survey'])).toBe(before);
  });

  it('accepts the same year of another entry', async () => {
    const answer = await submitted(survey, { ...(await surveyedAs(stack.db, '880003')), surveyYear: 2025, memberCount: 17 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('answers 404 for an entry that is not the union’s register’s, and files nothing (cov-registered)', async () => {
    const before = await recordCount(stack.db, ['survey']);
    const answer = await submitted(survey, { enterpriseId: '880099', surveyYear: 2023 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    expect(await recordCount(stack.db, ['survey'])).toBe(before);
  });
});

describe('cov-small-unit: with 25 members or more, the plan for the enterprise’s own union', () => {
  it('refuses a survey of 25 members without the plan, naming ownUnionPlan, and files nothing', async () => {
    const before = await recordCount(stack.db, ['survey']);
    const answer = await submitted(survey, { enterpriseId: '880001', surveyYear: 2024, memberCount: 25, ownUnionPlan: '' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(fieldsOf(answer)).toEqual(['ownUnionPlan']);
    expect(await recordCount(stack.db, ['survey'])).toBe(before);
  });

  it('accepts 24 members without it', async () => {
    const answer = await submitted(survey, { enterpriseId: '880001', surveyYear: 2024, memberCount: 24, ownUnionPlan: '' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
