// The reviewer's view of a lines form (docs/forms/group-d.md "The reviewer's view", `priorFigures`),
// proven on the test-only budget (catalogue/fields/lines-test-entry.ts): each line of a budget beside
// the union's approved budget of the year before, with the change, its percentage and the flag over
// the threshold (the federation's line_change_threshold_percent of the budget's year, and ¥5,000), in
// the applicant's detail and the reviewer's (the task dialog reads the detail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_TEST_ENTRY } from '../../catalogue/fields/lines-test-entry';
import { moduleRoutes } from '../../services/records/engine';
import { grantModuleCalls, login, reviewFromClaimList, startTestStack, withTestEntries, type ApiSession, type TestStack } from '../support';

const ENTRY = BUDGET_TEST_ENTRY;
const M = `/api/blade-crop/crop/${ENTRY.key}`;

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;
let dropEntry: () => void;

beforeAll(async () => {
  stack = await startTestStack();
  // In the catalogue for this file: an approval finds its record's entry there.
  dropEntry = withTestEntries([ENTRY]);
  // Before the app's first request: the test-only module's calls, as the record engine registers a catalogue module's.
  await stack.app.register(moduleRoutes(ENTRY), { prefix: M });
  await grantModuleCalls(stack, ENTRY, M, { roles: ['corp', 'launion', 'federation'] });
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
});
afterAll(async () => {
  await stack?.close();
  dropEntry?.();
});

/** corp1's budget for `year` (the example's figures unless changed) in review with launion1. */
async function submitted(year: number, changes: Record<string, unknown> = {}): Promise<string> {
  const answer = await corp1.post(`${M}/submit`, { ...ENTRY.example, year, ...changes });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as string;
}

async function approved(year: number): Promise<void> {
  const id = await submitted(year);
  await reviewFromClaimList(launion1, id, `${ENTRY.key}-${id}`, 'ok', '同意');
}

const setThreshold = async (year: number, value: number) =>
  expect(
    (await federation.post('/api/blade-system/year-setting/submit', { year, key: 'line_change_threshold_percent', value })).status,
  ).toBe(200);

type Change = { field: string; line?: string; prior: number | null; change: number; changePercent: number | null; flagged: boolean };
const priorOf = async (session: ApiSession, id: string) => {
  const answer = await session.get(`${M}/detail`, { id });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.priorFigures as { year: number; found: boolean; threshold: unknown; lines: Change[]; totals: Change[] };
};
const lineOf = (figures: { lines: Change[] }, line: string) => figures.lines.find((l) => l.line === line);

/** Last year's expense 150,000.00 grown to 240,000.00: 501 and its detail 50102 up by 80,000, 505 up by 4,000, a new line 502 of 6,000. */
const GROWN = {
  expenseLines: [
    { code: '501', budget: 20000000 },
    { code: '50101', budget: 3000000 },
    { code: '50102', budget: 17000000 },
    { code: '502', budget: 600000 },
    { code: '505', budget: 3400000 },
  ],
  totalExpense: 24000000,
  closingBalance: 24560000,
};

describe('a budget beside last year’s approved budget', () => {
  it('shows each line’s prior figure, change and percentage, flagging the changes over 20 % and ¥5,000', async () => {
    await setThreshold(2041, 20);
    await approved(2040);
    const id = await submitted(2041, GROWN);

    const figures = await priorOf(launion1, id);
    expect(figures).toMatchObject({ year: 2040, found: true, threshold: { percent: 20, amount: 500000 } });
    expect(lineOf(figures, '501')).toMatchObject({
      field: 'expenseLines',
      prior: 12000000,
      change: 8000000,
      changePercent: 66.7,
      flagged: true,
    });
    expect(lineOf(figures, '50101')).toMatchObject({ prior: 3000000, change: 0, changePercent: 0, flagged: false });
    expect(lineOf(figures, '50102')).toMatchObject({ prior: 9000000, change: 8000000, changePercent: 88.9, flagged: true });
    // Up by 13.3 %, ¥4,000: small on both counts.
    expect(lineOf(figures, '505')).toMatchObject({ prior: 3000000, change: 400000, changePercent: 13.3, flagged: false });
    // New, and above ¥5,000.
    expect(lineOf(figures, '502')).toMatchObject({ prior: null, change: 600000, changePercent: null, flagged: true });
    expect(lineOf(figures, '402')).toMatchObject({ field: 'incomeLines', prior: 25920000, change: 0, flagged: false });
    expect(figures.totals).toEqual([
      { field: 'totalIncome', current: 36560000, prior: 36560000, change: 0, changePercent: 0, flagged: false },
      { field: 'totalExpense', current: 24000000, prior: 15000000, change: 9000000, changePercent: 60, flagged: true },
    ]);
    // The applicant's detail carries the same.
    expect(await priorOf(corp1, id)).toEqual(figures);
  });

  it('flags nothing for a union with no approved budget the year before (无上年批准数)', async () => {
    await setThreshold(2051, 20);
    const id = await submitted(2051, GROWN);
    const figures = await priorOf(launion1, id);
    expect(figures.found).toBe(false);
    expect(figures.lines.every((l) => l.prior === null && !l.flagged)).toBe(true);
    expect(figures.totals.every((t) => t.prior === null && !t.flagged)).toBe(true);
  });

  it('flags nothing while the federation has not set the year’s threshold, and says so', async () => {
    await approved(2060);
    const id = await submitted(2061, GROWN);
    const figures = await priorOf(launion1, id);
    expect(figures).toMatchObject({ found: true, threshold: { percent: null, amount: 500000 } });
    expect(lineOf(figures, '501')).toMatchObject({ prior: 12000000, change: 8000000, flagged: false });
  });

  it('reads only an approved budget: one still in review is not last year’s figure', async () => {
    await setThreshold(2071, 20);
    await submitted(2070);
    const id = await submitted(2071, GROWN);
    expect((await priorOf(launion1, id)).found).toBe(false);
  });
});
