// The period shape on the annual work summary (assessmentworksummation): one per union and year.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, publishFilingRound, setup1Parties } from '../support';

const p = setup1Parties();
const BASE = '/api/blade-crop/crop/assessmentworksummation';
const example = modules.assessmentworksummation!.example;
const form = (year: number) => ({ ...example, year, title: `${year}年度工会工作总结` });
// A summary goes into review while the round of its year is open (the `window` shape).
beforeAll(() => publishFilingRound(p.federation, 'worksummation', 2011));

describe('one record per union and year', () => {
  it('answers 409 to a second summary of the same union and year, naming the first', async () => {
    const first = await p.corp1.post(`${BASE}/save`, form(2011));
    expect(first.status).toBe(200);
    const second = await p.corp1.post(`${BASE}/savedraft`, form(2011));
    expect(second.status).toBe(409);
    expect(second.body.data.existingId).toBe(first.body.data.id);
    expect(second.body.msg).toContain(first.body.data.id);
    expect(second.body.msg).toContain('2011年度');
  });

  it('names the period in English with Accept-Language: en', async () => {
    await p.corp1.post(`${BASE}/savedraft`, form(2012));
    const second = await p.stack.app.inject({
      method: 'POST',
      url: `${BASE}/savedraft`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
      payload: form(2012),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toMatch(/already has a record for 2012/);
  });

  it('lets another union file for the same year', async () => {
    await p.corp1.post(`${BASE}/savedraft`, form(2013));
    const corp2 = await login(p.stack.app, 'corp2');
    const other = await corp2.post(`${BASE}/savedraft`, form(2013));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('lets the same union file for another year', async () => {
    expect((await p.corp1.post(`${BASE}/savedraft`, form(2014))).status).toBe(200);
    expect((await p.corp1.post(`${BASE}/savedraft`, form(2015))).status).toBe(200);
  });

  it('makes one record of two concurrent first saves of the same union and year; the other answers 409', async () => {
    const answers = await Promise.all([p.corp1.post(`${BASE}/savedraft`, form(2016)), p.corp1.post(`${BASE}/savedraft`, form(2016))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const page = await p.corp1.get(`${BASE}/page`, { size: '100' });
    const ofYear = page.body.data.records.filter((r: { form: { year: number } }) => r.form.year === 2016);
    expect(ofYear).toHaveLength(1);
  });

  it('gives the year back when the draft holding it is removed', async () => {
    const draft = await p.corp1.post(`${BASE}/savedraft`, form(2017));
    const removed = await p.corp1.post(`${BASE}/remove`, undefined, { ids: draft.body.data.id });
    expect(removed.status).toBe(200);
    const again = await p.corp1.post(`${BASE}/savedraft`, form(2017));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('refuses to move a draft to a year already filed, and the draft keeps its year', async () => {
    await p.corp1.post(`${BASE}/savedraft`, form(2018));
    const draft = await p.corp1.post(`${BASE}/savedraft`, form(2019));
    const moved = await p.corp1.post(`${BASE}/savedraft`, { ...form(2018), id: draft.body.data.id });
    expect(moved.status).toBe(409);
    const detail = await p.corp1.get(`${BASE}/detail`, { id: draft.body.data.id });
    expect(detail.body.data.form.year).toBe(2019);
  });

  it('frees the old year when a draft moves to a free one', async () => {
    const draft = await p.corp1.post(`${BASE}/savedraft`, form(2020));
    const moved = await p.corp1.post(`${BASE}/savedraft`, { ...form(2021), id: draft.body.data.id });
    expect(moved.status).toBe(200);
    expect((await p.corp1.post(`${BASE}/savedraft`, form(2020))).status).toBe(200);
  });
});
