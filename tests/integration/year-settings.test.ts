// The figures the federation sets per year (tenant_year_setting, services/admin/year-settings): set and
// read through the calls, kept behind the tenant wall, values checked by their kind, and the reader of
// server rules answering a clear 409 for a year the figure was not set for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db';
import { yearSetting } from '../../services/admin';
import { AppError } from '../../services/platform/core';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

const BASE = '/api/blade-system/year-setting';

let stack: TestStack;
let federation: ApiSession;
let admin2: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  federation = await login(stack.app, 'federation');
  admin2 = await login(stack.app, 'admin2', '100001');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

type Setting = { key: string; kind: string; label: string; perItemOf: string | null; values: { item: string; value: number }[] };
const listOf = async (session: ApiSession, year: number): Promise<Setting[]> => {
  const answer = await session.get(`${BASE}/list`, { year: String(year) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const valuesOf = (settings: Setting[], key: string) => settings.find((s) => s.key === key)?.values;
const errorsOf = (answer: { body: { data?: { errors?: { field: string; rule: string }[] } } }) =>
  (answer.body.data?.errors ?? []).map((e) => [e.field, e.rule]);

describe('setting a year’s figures', () => {
  it('sets a figure and lists it for its year only, every setting listed with its kind and label', async () => {
    expect((await federation.post(`${BASE}/submit`, { year: 2031, key: 'relief_cap', value: 500000 })).status).toBe(200);
    const settings = await listOf(federation, 2031);
    expect(settings.map((s) => s.key)).toEqual([
      'subsistence_standard',
      'relative_hardship_multiplier',
      'relief_cap',
      'relief_federation_above',
      'mutual_aid_fee',
      'line_change_threshold_percent',
      'grassroots_share_percent',
    ]);
    expect(settings.find((s) => s.key === 'relief_cap')).toMatchObject({ kind: 'money', label: '临时救助单次上限（元）' });
    expect(valuesOf(settings, 'relief_cap')).toEqual([{ item: '', value: 500000, updateTime: expect.any(String) }]);
    expect(valuesOf(await listOf(federation, 2032), 'relief_cap')).toEqual([]);
  });

  it('replaces a figure set before, and keeps a multiplier’s and a percent’s decimals', async () => {
    await federation.post(`${BASE}/submit`, { year: 2033, key: 'relative_hardship_multiplier', value: 2 });
    await federation.post(`${BASE}/submit`, { year: 2033, key: 'relative_hardship_multiplier', value: 1.5 });
    await federation.post(`${BASE}/submit`, { year: 2033, key: 'grassroots_share_percent', value: 62.5 });
    const settings = await listOf(federation, 2033);
    expect(valuesOf(settings, 'relative_hardship_multiplier')?.map((v) => v.value)).toEqual([1.5]);
    expect(valuesOf(settings, 'grassroots_share_percent')?.map((v) => v.value)).toEqual([62.5]);
  });

  it('sets the mutual-aid fee per plan of the plan dictionary', async () => {
    await federation.post(`${BASE}/submit`, { year: 2034, key: 'mutual_aid_fee', item: '1', value: 5000 });
    await federation.post(`${BASE}/submit`, { year: 2034, key: 'mutual_aid_fee', item: '3', value: 3000 });
    const fee = (await listOf(federation, 2034)).find((s) => s.key === 'mutual_aid_fee');
    expect(fee?.perItemOf).toBe('mutual_aid_plan');
    expect(fee?.values.map((v) => [v.item, v.value])).toEqual([
      ['1', 5000],
      ['3', 3000],
    ]);
  });

  it('labels the settings in English for an English caller', async () => {
    const answer = await stack.app.inject({
      method: 'GET',
      url: `${BASE}/list?year=2031`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${federation.token}`, 'accept-language': 'en' },
    });
    const settings = answer.json().data as Setting[];
    expect(settings.find((s) => s.key === 'subsistence_standard')?.label).toBe('Subsistence minimum (yuan a person a month)');
  });
});

describe('bad values', () => {
  it.each([
    ['money in fractions of a fen', { key: 'relief_cap', value: 100.5 }, 'value', 'wholeFen'],
    ['negative money', { key: 'subsistence_standard', value: -1 }, 'value', 'wholeFen'],
    ['a multiplier of 0', { key: 'relative_hardship_multiplier', value: 0 }, 'value', 'multiplierRange'],
    ['a percent above 100', { key: 'line_change_threshold_percent', value: 101 }, 'value', 'percentRange'],
    ['a percent with three decimals', { key: 'grassroots_share_percent', value: 60.125 }, 'value', 'percentRange'],
    ['a fee without its plan', { key: 'mutual_aid_fee', value: 5000 }, 'item', 'required'],
    ['a fee for a plan the dictionary lacks', { key: 'mutual_aid_fee', item: '7', value: 5000 }, 'item', 'dict'],
    ['an item on a setting with one figure', { key: 'relief_cap', item: '1', value: 5000 }, 'item', 'noItem'],
  ])('refuses %s, naming the field, and stores nothing', async (_, body, field, rule) => {
    const answer = await federation.post(`${BASE}/submit`, { year: 2035, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorsOf(answer)).toEqual([[field, rule]]);
    expect(valuesOf(await listOf(federation, 2035), body.key)).toEqual([]);
  });

  it('refuses a key the catalogue does not name', async () => {
    const answer = await federation.post(`${BASE}/submit`, { year: 2035, key: 'made_up', value: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('key');
  });
});

describe('who sees and sets the figures', () => {
  it('keeps one tenant’s figures from another tenant', async () => {
    await federation.post(`${BASE}/submit`, { year: 2036, key: 'relief_cap', value: 400000 });
    expect(valuesOf(await listOf(admin2, 2036), 'relief_cap')).toEqual([]);
    await admin2.post(`${BASE}/submit`, { year: 2036, key: 'relief_cap', value: 300000 });
    expect(valuesOf(await listOf(federation, 2036), 'relief_cap')?.map((v) => v.value)).toEqual([400000]);
  });

  it('refuses an enterprise union both calls', async () => {
    expect((await corp1.get(`${BASE}/list`, { year: '2036' })).status).toBe(403);
    expect((await corp1.post(`${BASE}/submit`, { year: 2036, key: 'relief_cap', value: 1 })).status).toBe(403);
  });
});

describe('the reader of server rules and prefill', () => {
  it('reads the figure set for the year and the item', async () => {
    await federation.post(`${BASE}/submit`, { year: 2037, key: 'mutual_aid_fee', item: '2', value: 2500 });
    await federation.post(`${BASE}/submit`, { year: 2037, key: 'subsistence_standard', value: 142000 });
    const read = (key: 'mutual_aid_fee' | 'subsistence_standard', item?: string) =>
      withTenant('000000', () => yearSetting(stack.db, '000000', 2037, key, item));
    expect(await read('subsistence_standard')).toBe(142000);
    expect(await read('mutual_aid_fee', '2')).toBe(2500);
  });

  it('answers 409 naming the setting and the year when the federation has not set it', async () => {
    const failure = await withTenant('000000', () => yearSetting(stack.db, '000000', 2038, 'relief_cap')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      status: 409,
      key: 'yearSettingMissing',
      vars: { setting: '临时救助单次上限（元）', year: '2038' },
      data: { reason: 'yearSettingMissing', setting: 'relief_cap', year: 2038 },
    });
  });
});
