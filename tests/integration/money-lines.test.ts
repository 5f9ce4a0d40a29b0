// The field kind `moneyLines` on the real servers (docs/forms/group-d.md "The lines"), proven on a
// test-only budget (catalogue/fields/lines-test-entry.ts; no finance module is built yet): its calls
// registered as the record engine registers a catalogue module's. A total or subtotal that does not
// equal its lines is refused with the line named and nothing stored; a valid budget is saved and
// read back as filed; the subjects come from the seeded dictionary union_account_subject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNION_ACCOUNT_SUBJECT_DICT, UNION_ACCOUNT_SUBJECTS } from '../../catalogue';
import { BUDGET_TEST_ENTRY } from '../../catalogue/fields/lines-test-entry';
import { moduleRoutes } from '../../services/records/engine';
import { grantModuleCalls, login, recordCount, startTestStack, type ApiSession, type TestStack } from '../support';

const M = `/api/blade-crop/crop/${BUDGET_TEST_ENTRY.key}`;
const budget = BUDGET_TEST_ENTRY.example;
const expense = budget.expenseLines as Record<string, unknown>[];

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  // Before the app's first request: the test-only module's calls, as the record engine registers a catalogue module's.
  await stack.app.register(moduleRoutes(BUDGET_TEST_ENTRY), { prefix: M });
  await grantModuleCalls(stack, BUDGET_TEST_ENTRY, M);
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

type FieldError = { field: string; rule: string; message: string };
const errorsOf = (answer: { body: { data?: { errors?: FieldError[] } } }) => answer.body.data?.errors ?? [];

describe('the dictionary of union accounting subjects', () => {
  it('is seeded with every subject of the chart, detail subjects under the subject they start with', async () => {
    const rows = await stack.db
      .selectFrom('dict')
      .select(['dict_key', 'dict_value'])
      .where('code', '=', UNION_ACCOUNT_SUBJECT_DICT)
      .where('dict_key', 'is not', null)
      .orderBy('sort')
      .execute();
    expect(rows.map((r) => [r.dict_key, r.dict_value])).toEqual(UNION_ACCOUNT_SUBJECTS.map(([code, zh]) => [code, zh]));
    expect(rows.find((r) => r.dict_key === '50101')?.dict_value).toBe('职工教育支出');
  });
});

describe('a budget whose figures do not add up', () => {
  it('is refused when a subtotal is not the sum of its detail lines, naming that line, and nothing is stored', async () => {
    const before = await recordCount(stack.db, [BUDGET_TEST_ENTRY.key]);
    const lines = expense.map((l) => (l.code === '501' ? { ...l, budget: 12500000 } : l));
    const answer = await corp1.post(`${M}/submit`, { ...budget, expenseLines: lines, totalExpense: 15500000, closingBalance: 33060000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorsOf(answer)).toEqual([
      {
        field: 'expenseLines[0].budget',
        rule: 'subtotal',
        message: '支出预算·第1行（501 职工活动支出）·本年预算数应等于其明细行（50101、50102）之和，即120000.00',
      },
    ]);
    expect(await recordCount(stack.db, [BUDGET_TEST_ENTRY.key])).toBe(before);
  });

  it('is refused when a total does not equal its top-level lines, naming the total and its figure', async () => {
    const answer = await corp1.post(`${M}/submit`, { ...budget, totalExpense: 27000000, closingBalance: 21560000 });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual([
      { field: 'totalExpense', rule: 'computed', message: '支出合计应为支出预算·本年预算数之和，即150000.00' },
    ]);
  });

  it('is refused in English too, naming the line by its English subject', async () => {
    const lines = expense.map((l) => (l.code === '50102' ? { ...l, budget: 8000000 } : l));
    const answer = await corp1.post(`${M}/submit`, { ...budget, expenseLines: lines }, undefined, { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)[0]?.message).toContain('line 1 (501 Staff activities)');
  });

  it('is refused with a subject its dictionary lacks, naming the line', async () => {
    const answer = await corp1.post(`${M}/save`, { ...budget, expenseLines: [...expense, { code: '5019', budget: 0 }] });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer).map((e) => [e.field, e.rule])).toEqual([['expenseLines[4].code', 'lineKey']]);
  });
});

describe('a budget that adds up', () => {
  it('is saved and read back line by line, totals and all', async () => {
    const saved = await corp1.post(`${M}/save`, budget);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = await corp1.get(`${M}/detail`, { id: saved.body.data.id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.form).toMatchObject(budget);
    expect(detail.body.data.form.expenseLines).toEqual(expense);
  });

  it('has its subtotals and totals filled in where the union left them out', async () => {
    const lines = expense.map((l) => (l.code === '501' ? { code: '501' } : l));
    const saved = await corp1.post(`${M}/save`, { ...budget, expenseLines: lines, totalExpense: null, totalIncome: null });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const form = (await corp1.get(`${M}/detail`, { id: saved.body.data.id })).body.data.form;
    expect(form).toMatchObject({ totalExpense: 15000000, totalIncome: 36560000 });
    expect(form.expenseLines[0]).toEqual({ code: '501', budget: 12000000 });
  });
});
