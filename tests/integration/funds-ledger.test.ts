// The funds ledger (docs/forms/group-d.md "finance1", New engineering 8) on the real servers: the
// approvals of back payments (finance3), refunds (finance4) and returns (finance5) move the union's
// month rows through `funds.moved` events, which rebuild them alone; a month is held by one live
// record of a module at a time (409 monthTaken); a refund of a month the ledger shows paid less is
// refused naming the line (R-LEDGER); the calls beyond calls.tsv are marked x-inferred.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { rebuildFunds } from '../../db';
import { login, startTestStack, withRequiredUploads, type ApiSession, type OpenApiDoc, type TestStack } from '../support';
import { fileApproved } from './effects-support';

let stack: TestStack;
let corp1: ApiSession;
const UNION = '1101';
const finance3 = modules.finance3!;

const monthRows = () =>
  stack.db
    .selectFrom('union_funds_month')
    .select(['month', 'payroll', 'paid', 'refunded', 'returned', 'sources'])
    .where('union_id', '=', UNION)
    .orderBy('month')
    .execute();

/** finance3's example over other months: one line a month, ¥5,000 back each. */
const backPayment = (months: string[], start: string, end: string) => ({
  ...finance3.example,
  period: { start, end },
  monthLines: months.map((month) => ({ month, payroll: 175000000, due: 3500000, paid: 3000000, back: 500000 })),
  backTotal: 500000 * months.length,
});

async function submit(module: string, form: Record<string, unknown>) {
  const sent = await withRequiredUploads(stack.app, corp1, modules[module]!, form);
  return corp1.post(`/api/blade-crop/crop/${module}/submit`, { ...sent.form, id: sent.id });
}

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

describe('the approvals that move the ledger', () => {
  it('a back payment approved makes each month’s paid what was paid before and the back payment, the record its source', async () => {
    const filed = await fileApproved(stack.db, { module: 'finance3', unionId: UNION, form: finance3.example });
    const rows = await monthRows();
    expect(rows.map((r) => [r.month, Number(r.paid), Number(r.payroll)])).toEqual([
      ['2025-07', 3500000, 175000000],
      ['2025-08', 3500000, 175000000],
      ['2025-09', 3500000, 175000000],
    ]);
    expect(rows[0]!.sources).toEqual([
      { module: 'finance3', recordId: filed.recordId, movement: 'backPaid', amount: 500000, on: '2026-11-23', paidBefore: 3000000 },
    ]);
  });

  it('a return approved raises each month’s returned by its share of what was received, the last line taking the rest', async () => {
    const form = { ...modules.finance5!.example, receivedAmount: 6000001, shortfallNote: '银行手续费' };
    await fileApproved(stack.db, { module: 'finance5', unionId: UNION, form });
    const months = (modules.finance5!.example.monthLines as { month: string }[]).map((l) => l.month);
    const returned = (await monthRows()).filter((r) => months.includes(r.month));
    expect(returned.map((r) => Number(r.returned))).toEqual([2000000, 2000000, 2000001]);
  });

  it('rebuilds the month rows from the events alone, as the approvals wrote them', async () => {
    const written = await monthRows();
    await stack.db.deleteFrom('union_funds_month').execute();
    await rebuildFunds(stack.db);
    expect(await monthRows()).toEqual(written);
  });
});

describe('the guards of a submit', () => {
  it('refuses a second live back payment of a month with 409 monthTaken, naming the month and the record', async () => {
    const first = await submit('finance3', backPayment(['2024-01', '2024-02'], '2024-01-01', '2024-02-29'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await submit('finance3', backPayment(['2024-02'], '2024-02-01', '2024-02-29'));
    expect(second.status).toBe(409);
    expect(second.body.data).toMatchObject({
      reason: 'monthTaken',
      month: '2024-02',
      recordId: first.body.data.id,
      field: 'monthLines[0].month',
    });
  });

  it('refuses a refund of a month the ledger shows paid less than the line says, naming the line (R-LEDGER)', async () => {
    const refund = {
      ...modules.finance4!.example,
      period: { start: '2025-07-01', end: '2025-07-31' },
      monthLines: [{ month: '2025-07', payroll: 175000000, due: 3500000, paid: 7000000, refund: 3500000 }],
    };
    const answer = await submit('finance4', refund);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: 'monthLines[0].paid', rule: 'ledgerPaid' })]);
  });

  it('accepts a refund of a month the ledger shows paid in whole, before and back paid (R-LEDGER)', async () => {
    const refund = {
      ...modules.finance4!.example,
      period: { start: '2025-08-01', end: '2025-08-31' },
      monthLines: [{ month: '2025-08', payroll: 170000000, due: 3400000, paid: 3500000, refund: 100000 }],
      refundTotal: 100000,
    };
    const answer = await submit('finance4', refund);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('leaves a month the ledger lacks to the reviewer', async () => {
    expect((await submit('finance4', modules.finance4!.example)).status).toBe(200);
  });
});

describe('the calls beyond calls.tsv', () => {
  it('marks finance4’s form calls and finance5’s step calls x-inferred, and not the calls the spec lists', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDoc>();
    const op = (path: string, method: 'get' | 'post') =>
      (doc.paths[`/api/blade-crop/crop/${path}`] as Record<string, Record<string, unknown>>)[method]!;
    expect(op('finance4/submit', 'post')['x-inferred']).toMatch(/refund form/);
    expect(op('finance5/submit2', 'post')['x-inferred']).toMatch(/two steps/);
    expect(op('finance4/page', 'get')['x-inferred']).toBeUndefined();
    expect(op('finance3/submit', 'post')['x-inferred']).toBeUndefined();
  });
});
