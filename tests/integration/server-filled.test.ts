// `serverFilled` lines columns (docs/forms/group-d.md New engineering 9) on the real servers: finance7's
// budget column is written from the union's approved finance2 of the report's year on every save,
// whatever the union sent, and is 0 where that budget has no such line or there is no budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const BASE = '/api/blade-crop/crop/finance7';
let stack: TestStack;
let corp1: ApiSession;

const draftLines = async (form: Record<string, unknown>) => {
  const saved = await corp1.post(`${BASE}/save`, form);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const detail = await corp1.get(`${BASE}/detail`, { id: saved.body.data.id });
  return detail.body.data.form.expenseLines as Record<string, unknown>[];
};

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

describe('finance7’s budget column', () => {
  it('is 0 on every line while the union has no approved budget of the year', async () => {
    const lines = await draftLines({ year: 2024, expenseLines: [{ code: '505', budget: 999, actual: 300, note: '未列预算' }] });
    expect(lines).toEqual([{ code: '505', budget: 0, actual: 300, note: '未列预算' }]);
  });

  it('takes each line’s figure from the approved budget of the year, whatever was sent, 0 where it has no such line', async () => {
    await fileApproved(stack.db, {
      module: 'finance2',
      unionId: '1101',
      form: { year: 2023, expenseLines: [{ code: '505', budget: 1000000 }] },
    });
    const lines = await draftLines({
      year: 2023,
      expenseLines: [
        { code: '505', budget: 1, actual: 950000 },
        { code: '508', budget: 2, actual: 1000, note: '未列预算' },
      ],
    });
    expect(lines).toEqual([
      { code: '505', budget: 1000000, actual: 950000 },
      { code: '508', budget: 0, actual: 1000, note: '未列预算' },
    ]);
  });
});

describe('the server-filled call the console reads', () => {
  it('answers the approved budget’s lines of the year named, each subject with its figure', async () => {
    await fileApproved(stack.db, {
      module: 'finance2',
      unionId: '1101',
      form: { year: 2022, expenseLines: [{ code: '505', budget: 700000, note: '读书活动' }] },
    });
    const answer = await corp1.get(`${BASE}/server-filled`, { year: '2022' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ finance2: { expenseLines: [{ code: '505', budget: 700000 }], incomeLines: [] } });
  });

  it('answers {} for a year without an approved budget, and null when no year is named', async () => {
    expect((await corp1.get(`${BASE}/server-filled`, { year: '2019' })).body.data).toEqual({ finance2: {} });
    expect((await corp1.get(`${BASE}/server-filled`)).body.data).toEqual({ finance2: null });
  });

  it('reads the caller’s union’s budget only', async () => {
    const corp2 = await login(stack.app, 'corp2');
    expect((await corp2.get(`${BASE}/server-filled`, { year: '2022' })).body.data).toEqual({ finance2: {} });
  });

  it('refuses a year that is not one, and any other query key, with 400', async () => {
    expect((await corp1.get(`${BASE}/server-filled`, { year: 'last' })).status).toBe(400);
    expect((await corp1.get(`${BASE}/server-filled`, { unionId: '1102' })).status).toBe(400);
  });
});
