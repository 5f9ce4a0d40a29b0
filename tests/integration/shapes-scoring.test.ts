// Scores and sums computed on the server (`computed: { sumOf }`): a total that is not the sum of its
// rows is refused with 400 naming the field and the figure it should be; an empty one is filled in.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, publishFilingRound, setup1Parties, withRequiredUploads } from '../support';

const p = setup1Parties();
const SELF = '/api/blade-crop/crop/selfassessment';
const LEDGER = '/api/blade-crop/crop/assessmentworkaccounts';
const OPEN = '/api/blade-crop/crop/selfassessmentopen';
const self = modules.selfassessment!.example;
const ledger = modules.assessmentworkaccounts!.example;

type FieldError = { field: string; rule: string; message: string };
const errorOn = (body: { data: { errors: FieldError[] } }, field: string) => body.data.errors.find((e) => e.field === field);

describe('a self-assessment total is the sum of its self scores', () => {
  it('refuses a wrong total with 400 naming totalScore and the sum it should be', async () => {
    const res = await p.corp1.post(`${SELF}/savedraft`, { ...self, year: 2061, totalScore: 90 });
    expect(res.status).toBe(400);
    const error = errorOn(res.body, 'totalScore');
    expect(error).toMatchObject({ rule: 'computed' });
    expect(error!.message).toContain('92');
  });

  it('says it in English with Accept-Language: en', async () => {
    const res = await p.stack.app.inject({
      method: 'POST',
      url: `${SELF}/savedraft`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
      payload: { ...self, year: 2062, totalScore: 95 },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOn(res.json(), 'totalScore')!.message).toMatch(/must be the sum of .*: 92/);
  });

  it('fills in a total left empty', async () => {
    const res = await p.corp1.post(`${SELF}/savedraft`, { ...self, year: 2063, totalScore: null, files: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await p.corp1.get(`${SELF}/detail`, { id: res.body.data.id });
    expect(detail.body.data.form.totalScore).toBe(92);
  });

  it('refuses a self score above its weight, naming the cell', async () => {
    const items = (self.items as Record<string, unknown>[]).map((it, i) => (i === 0 ? { ...it, selfScore: 16 } : it));
    const res = await p.corp1.post(`${SELF}/savedraft`, { ...self, year: 2064, items, totalScore: null });
    expect(res.status).toBe(400);
    expect(errorOn(res.body, 'items[0].selfScore')).toMatchObject({ rule: 'notAbove' });
  });
});

describe('a self-assessment grade comes from the total and the bands', () => {
  const submit = async (year: number, extra: Record<string, unknown>) => {
    const { id, form } = await withRequiredUploads(p.stack.app, p.corp1, modules.selfassessment!, { ...self, year, ...extra });
    return p.corp1.post(`${SELF}/submit`, { ...form, id });
  };

  it('refuses a grade other than the one the bands give, naming selfGrade', async () => {
    const res = await submit(2067, { selfGrade: '2' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'selfGrade', rule: 'computed' });
    expect(res.body.data.errors[0].message).toContain('优秀');
  });

  it('grades 不合格 whenever a veto item occurred, whatever the total', async () => {
    const vetoes = (self.vetoes as Record<string, unknown>[]).map((v, i) => (i === 0 ? { ...v, occurred: '1' } : v));
    const refused = await submit(2068, { vetoes });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0].message).toContain('不合格');
    await publishFilingRound(p.launion1, 'selfassessment', 2069);
    expect((await submit(2069, { vetoes, selfGrade: '4' })).status).toBe(200);
  });
});

describe('a ledger spending total is the sum of its entries', () => {
  it('refuses a wrong total with 400 naming spendTotal', async () => {
    const res = await p.corp1.post(`${LEDGER}/savedraft`, { ...ledger, year: 2065, spendTotal: 100 });
    expect(res.status).toBe(400);
    expect(errorOn(res.body, 'spendTotal')).toMatchObject({ rule: 'computed' });
  });
});

describe("a round's weights add up to 100", () => {
  it('refuses items whose weights do not, naming totalMaxScore', async () => {
    const items = (modules.selfassessmentopen!.example.items as Record<string, unknown>[]).slice(1);
    const res = await p.launion1.post(`${OPEN}/save`, { ...modules.selfassessmentopen!.example, year: 2066, items, totalMaxScore: null });
    expect(res.status).toBe(400);
    expect(errorOn(res.body, 'totalMaxScore')).toMatchObject({ rule: 'min' });
  });
});
