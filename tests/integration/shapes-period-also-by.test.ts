// The period shape's `alsoBy` and `onlyWhen` on a test-only enrolment (tests/support/period-plan-entry.ts):
// one annual enrolment per union, year and unit category; members added during the year hold no period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRoutes } from '../../services/records/engine';
import { BASIC, grantModuleCalls, login, PERIOD_PLAN_TEST_ENTRY, startTestStack, type ApiSession, type TestStack } from '../support';

const M = `/api/blade-crop/crop/${PERIOD_PLAN_TEST_ENTRY.key}`;
const form = (year: number, over: Record<string, unknown> = {}) => ({ ...PERIOD_PLAN_TEST_ENTRY.example, year, ...over });

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.app.register(moduleRoutes(PERIOD_PLAN_TEST_ENTRY), { prefix: M });
  await grantModuleCalls(stack, PERIOD_PLAN_TEST_ENTRY, M);
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

describe('a period keyed by more fields of the form (alsoBy)', () => {
  it('answers 409 to a second enrolment of the same year and category, naming the category by its label', async () => {
    const first = await corp1.post(`${M}/save`, form(2031));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await corp1.post(`${M}/save`, form(2031));
    expect(second.status).toBe(409);
    expect(second.body.data.existingId).toBe(first.body.data.id);
    expect(second.body.msg).toContain('2031年度（单位类别：私营企业）');
  });

  it('names the category in English with Accept-Language: en', async () => {
    await corp1.post(`${M}/save`, form(2032));
    const second = await stack.app.inject({
      method: 'POST',
      url: `${M}/save`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en' },
      payload: form(2032),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toContain('2032 (Unit category: Private enterprise)');
  });

  it('lets the same union enrol the same year under another category', async () => {
    expect((await corp1.post(`${M}/save`, form(2033))).status).toBe(200);
    const other = await corp1.post(`${M}/save`, form(2033, { category: '1' }));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('holds no period while the category is left empty, as a draft without its year', async () => {
    expect((await corp1.post(`${M}/save`, form(2034))).status).toBe(200);
    const blank = await corp1.post(`${M}/save`, form(2034, { category: '' }));
    expect(blank.status, JSON.stringify(blank.body)).toBe(200);
  });
});

describe('a period that holds only for some filings (onlyWhen)', () => {
  it('lets the members added during the year be filed any number of times beside the annual enrolment', async () => {
    expect((await corp1.post(`${M}/save`, form(2035))).status).toBe(200);
    const added = await corp1.post(`${M}/save`, form(2035, { enrolKind: 2 }));
    const again = await corp1.post(`${M}/save`, form(2035, { enrolKind: 2 }));
    expect([added.status, again.status]).toEqual([200, 200]);
  });

  it('takes the period when a filing of members added becomes an annual enrolment, and refuses it when taken', async () => {
    await corp1.post(`${M}/save`, form(2036));
    const added = await corp1.post(`${M}/save`, form(2036, { enrolKind: 2 }));
    const first = await corp1.post(`${M}/save`, form(2037));
    const added2037 = await corp1.post(`${M}/save`, form(2037, { enrolKind: 2 }));
    const moved = await corp1.post(`${M}/save`, { ...form(2037), id: added2037.body.data.id });
    expect(moved.status).toBe(409);
    expect(moved.body.data.existingId).toBe(first.body.data.id);
    const free = await corp1.post(`${M}/save`, { ...form(2036, { category: '5' }), id: added.body.data.id });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
  });
});
