// The saveSubmits shape on the annual work summary (assessmentworksummation): save is the submit.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { FLOW, publishFilingRound, reviewFromClaimList, setup1Parties } from '../support';

const p = setup1Parties();
const BASE = '/api/blade-crop/crop/assessmentworksummation';
const example = modules.assessmentworksummation!.example;
/** Each test files for its own year: the module takes one summary per union and year. */
const form = (year: number) => ({ ...example, year, title: `智联科技工会${year}年度工作总结` });
// A summary is filed while the round of its year is open (the `window` shape).
beforeAll(async () => {
  for (let year = 2001; year <= 2007; year++) await publishFilingRound(p.federation, 'worksummation', year);
});

describe('a module whose save is its submit', () => {
  it('sends the form into review with one save', async () => {
    const saved = await p.corp1.post(`${BASE}/save`, form(2001));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.state).toBe('in_review');
    const claim = await p.launion1.get(`${FLOW}/work/claim-list`, { size: '100' });
    expect(claim.body.data.records.some((t: { recordId: string }) => t.recordId === saved.body.data.id)).toBe(true);
  });

  it('keeps a draft with savedraft, which save then sends into review', async () => {
    const draft = await p.corp1.post(`${BASE}/savedraft`, form(2002));
    expect(draft.status).toBe(200);
    expect(draft.body.data.state).toBe('draft');
    const saved = await p.corp1.post(`${BASE}/save`, { ...form(2002), id: draft.body.data.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ id: draft.body.data.id, state: 'in_review' });
  });

  it('offers submit on a draft although the module has no submit call', async () => {
    const draft = await p.corp1.post(`${BASE}/savedraft`, form(2003));
    const detail = await p.corp1.get(`${BASE}/detail`, { id: draft.body.data.id });
    expect(detail.body.data.actions).toContain('submit');
  });

  it('checks the whole form on save: a missing title is a 400 naming the field, and no record is made', async () => {
    const before = await p.corp1.get(`${BASE}/page`, { size: '100' });
    const saved = await p.corp1.post(`${BASE}/save`, { ...form(2004), title: '' });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors.map((e: { field: string }) => e.field)).toContain('title');
    const after = await p.corp1.get(`${BASE}/page`, { size: '100' });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('answers 409 to a save of a record already in review, and the record stays as it was', async () => {
    const first = await p.corp1.post(`${BASE}/save`, form(2005));
    const again = await p.corp1.post(`${BASE}/save`, { ...form(2005), id: first.body.data.id, title: '改过的标题' });
    expect(again.status).toBe(409);
    const detail = await p.corp1.get(`${BASE}/detail`, { id: first.body.data.id });
    expect(detail.body.data).toMatchObject({ state: 'in_review', title: form(2005).title });
  });

  it('resends a returned summary with update', async () => {
    const saved = await p.corp1.post(`${BASE}/save`, form(2006));
    const { id, processInstanceId: pid } = saved.body.data;
    await reviewFromClaimList(p.launion1, id, pid, 'back', '请补充经费使用情况');
    const resent = await p.corp1.post(`${BASE}/update`, { ...form(2006), id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.state).toBe('in_review');
  });

  it('is approved by the parent union from its claim list', async () => {
    const saved = await p.corp1.post(`${BASE}/save`, form(2007));
    await reviewFromClaimList(p.launion1, saved.body.data.id, saved.body.data.processInstanceId, 'ok', '同意');
    const detail = await p.corp1.get(`${BASE}/detail`, { id: saved.body.data.id });
    expect(detail.body.data.state).toBe('approved');
  });
});
