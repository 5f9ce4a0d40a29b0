// The rights modules' rules against the federation's settings of the year (docs/forms/group-c-rights.md
// HS-category, MA-fee, RL-cap; "Federation settings by year") on the real servers: a figure the
// setting does not allow is refused 400 naming the field and nothing is filed; the 低保 is written by
// the server; a year the federation has not set is the reader's 409 `yearSettingMissing`.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { corp1Filings, exampleToSend, moduleBase, setup1Parties } from '../support';

const p = setup1Parties();
const rights1 = modules.rights1!;
const rights2 = modules.rights2!;
const rights3 = modules.rights3!;

const { submit } = corp1Filings(p);

/** The records of `module` the demo union corp1 (1101) has filed. */
const filed = async (module: string) =>
  (await p.stack.db.selectFrom('record').select('id').where('module', '=', module).where('union_id', '=', '1101').execute()).length;

/** rights3's example with the worker's own income a year set to `income` (fen), its sums worked out again. */
function hardship(income: number, extra: Record<string, unknown>) {
  const household = (rights3.example.household as Record<string, unknown>[]).map((r, i) => (i === 0 ? { ...r, annualIncome: income } : r));
  return { ...rights3.example, household, annualIncome: undefined, perHeadMonthly: undefined, ...extra };
}

describe('RL-cap: a relief asks at most the federation’s cap of the year', () => {
  it('refuses an amount above the cap, naming the field, and files nothing', async () => {
    const before = await filed('rights2');
    const answer = await submit(rights2, { ...rights2.example, amountRequested: 500100 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: 'amountRequested', rule: 'yearSetting' })]);
    expect(answer.body.msg).toContain('临时救助单次上限');
    expect(await filed('rights2')).toBe(before);
  });

  it('takes an amount at the cap', async () => {
    const answer = await submit(rights2, rights2.example);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('MA-fee: the fee per head is the plan’s fee of the year', () => {
  it('refuses another fee, naming the field, and files nothing', async () => {
    const before = await filed('rights1');
    const answer = await submit(rights1, { ...rights1.example, amountPerHead: 2500, totalAmount: 7500 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: 'amountPerHead', rule: 'yearSetting' })]);
    expect(await filed('rights1')).toBe(before);
  });

  it('takes the plan’s fee', async () => {
    const answer = await submit(rights1, rights1.example);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('answers 409 yearSettingMissing, naming the setting, plan and year, for a year the federation has not set', async () => {
    const answer = await submit(rights1, {
      ...rights1.example,
      coverageYear: 2040,
      coveragePeriod: { start: '2040-01-01', end: '2040-12-31' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'yearSettingMissing', setting: 'mutual_aid_fee', item: '1', year: 2040 });
    expect(answer.body.msg).toContain('2040');
  });

  it('names the setting in English to a request in English', async () => {
    const form = { ...rights1.example, coverageYear: 2041, coveragePeriod: { start: '2041-01-01', end: '2041-12-31' } };
    const sent = await exampleToSend(p.stack.app, p.corp1, rights1, form);
    const answer = await p.corp1.post(`${moduleBase(rights1)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) }, undefined, {
      'accept-language': 'en',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.msg).toBe('The federation has not set "Mutual-aid fee (yuan a head)" for 2041');
  });
});

describe('HS-category: the category against the 低保 of the year', () => {
  it('refuses 深度困难 above the minimum, naming the category, and files nothing', async () => {
    const before = await filed('rights3');
    const answer = await submit(rights3, hardship(15000000, {}));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: 'category', rule: 'yearSetting' })]);
    expect(answer.body.msg).toContain('1450.00');
    expect(await filed('rights3')).toBe(before);
  });

  it('takes 相对困难 for the same household, and writes the year’s minimum whatever was sent', async () => {
    const answer = await submit(rights3, hardship(15000000, { category: '2', localMinimum: 1 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = await p.stack.db.selectFrom('record').select('form').where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(row.form).toMatchObject({ category: '2', perHeadMonthly: 211667, localMinimum: 145000 });
  });

  it('refuses 相对困难 above twice the minimum', async () => {
    const answer = await submit(rights3, hardship(20000000, { category: '2', memberIdCard: '110108198802211511', memberSex: '1' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.msg).toContain('2900.00');
  });

  it('shows the console the minimum the submit will write', async () => {
    const answer = await p.corp1.get(`${moduleBase(rights3)}/server-filled`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ yearSettings: { localMinimum: 145000 } });
  });
});
