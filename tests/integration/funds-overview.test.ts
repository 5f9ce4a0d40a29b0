// finance1 (docs/forms/group-d.md "finance1") on the real servers: the union's funds months read from
// the funds ledger on the base of its funds registration (setup4), which gives what is due; a union
// without one has no months; a month's detail names the approvals that moved it; a higher union reads
// the unions below it and no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const BASE = '/api/blade-crop/crop/finance1';
let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let backPayment: string;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

describe('a union without a funds registration', () => {
  it('answers registered false and no months', async () => {
    const answer = await corp1.get(`${BASE}/index`, { year: '2025' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ unionId: '1101', year: 2025, registered: false, collectionFeed: false, months: [] });
  });
});

describe('a registered union’s months', () => {
  beforeAll(async () => {
    const funds = { ...modules.setup4!.example, accountName: '北京智联科技有限公司工会', files: {} };
    await fileApproved(stack.db, {
      module: 'setup4',
      unionId: '1101',
      form: { ...funds, payMode: '1', payrollMonthly: 180000000, dueMonthly: 3600000, startMonth: '2025-03-01' },
    });
    // Months 2025-07 to 2025-09: ¥30,000 paid before, ¥5,000 back-paid each.
    backPayment = (await fileApproved(stack.db, { module: 'finance3', unionId: '1101', form: modules.finance3!.example })).recordId;
  });

  it('owes the registration’s monthly due from its first month, less what approvals paid', async () => {
    const { data } = (await corp1.get(`${BASE}/index`, { year: '2025' })).body;
    expect(data.registered).toBe(true);
    expect(data.registration).toMatchObject({ dueMonthly: 3600000, startMonth: '2025-03-01' });
    expect(data.months).toHaveLength(12);
    expect(data.months[1]).toMatchObject({ id: '1101:2025-02', due: 0, owed: 0 });
    expect(data.months[2]).toMatchObject({ id: '1101:2025-03', due: 3600000, paid: 0, owed: 3600000, payMode: '1' });
    expect(data.months[6]).toMatchObject({ month: '2025-07', payroll: 175000000, due: 3600000, paid: 3500000, owed: 100000 });
    expect(data.totals).toEqual({ due: 36000000, paid: 10500000, refunded: 0, returned: 0, owed: 25500000 });
  });

  it('shows a month with the approved records that moved it', async () => {
    const answer = await corp1.get(`${BASE}/detail`, { id: '1101:2025-08' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ month: '2025-08', due: 3600000, paid: 3500000, owed: 100000 });
    expect(answer.body.data.movements).toEqual([
      { module: 'finance3', recordId: backPayment, movement: 'backPaid', amount: 500000, on: '2026-11-23', paidBefore: 3000000 },
    ]);
  });

  it('lets the higher union read a union below it, and refuses a union that is not below the caller', async () => {
    const below = await launion1.get(`${BASE}/index`, { unionId: '1101', year: '2025' });
    expect(below.status).toBe(200);
    expect(below.body.data.totals.paid).toBe(10500000);
    expect((await corp1.get(`${BASE}/index`, { unionId: '1100' })).status).toBe(404);
    expect((await corp1.get(`${BASE}/detail`, { id: '1100:2025-08' })).status).toBe(404);
  });

  it('refuses an id that names no month row', async () => {
    expect((await corp1.get(`${BASE}/detail`, { id: '1101:2025-13' })).status).toBe(400);
  });

  it('refuses a union that is no id, and a query naming what neither call takes', async () => {
    expect((await launion1.get(`${BASE}/index`, { unionId: 'x1101', year: '2025' })).status).toBe(400);
    expect((await corp1.get(`${BASE}/index`, { year: '2025', month: '08' })).status).toBe(400);
    expect((await corp1.get(`${BASE}/detail`, { id: '1101:2025-08', unionId: '1101' })).status).toBe(400);
  });
});
