// The window shape on the assessment filings: a filing goes into review only while the round of its
// kind is open (AS-W1), a returned one is resent whatever the window (AS-W2), a nomination within the
// union's places (AS-Q1, one of two parallel submits for the last place wins), and a self-assessment
// with the round's items as published (AS-S1).
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, publishFilingRound, recordCount, reviewFromClaimList, setup1Parties, withRequiredUploads } from '../support';

const p = setup1Parties();
const FRIENDS = '/api/blade-crop/crop/assessmentfriendsunion';
const SUMMARY = '/api/blade-crop/crop/assessmentworksummation';
const SELF = '/api/blade-crop/crop/selfassessment';
const nomination = modules.assessmentfriendsunion!.example;
const summary = (year: number) => ({ ...modules.assessmentworksummation!.example, year, title: `智联科技工会${year}年度工作总结` });
/** A second nominee of the same union: another person, so only the places can refuse it. */
const another = { ...nomination, nomineeName: '李明', idCard: '110105198503120012' };

/** corp1 submits its self-assessment of `year`, its items changed by `change` and the form by `extra`. */
async function selfAssessment(
  year: number,
  change: (items: Record<string, unknown>[]) => Record<string, unknown>[] = (i) => i,
  extra: Record<string, unknown> = {},
) {
  const form = { ...modules.selfassessment!.example, year };
  const { id, form: sent } = await withRequiredUploads(p.stack.app, p.corp1, modules.selfassessment!, form);
  return p.corp1.post(`${SELF}/submit`, { ...sent, id, items: change(sent.items as Record<string, unknown>[]), ...extra });
}

describe('an assessment filing and the window of its round', () => {
  it('is refused with 409 noRound while no round of its kind and year applies to the union, and nothing is made', async () => {
    const before = await recordCount(p.stack.db, ['assessmentworksummation']);
    const saved = await p.corp1.post(`${SUMMARY}/save`, summary(2081));
    expect(saved.status).toBe(409);
    expect(saved.body.data.reason).toBe('noRound');
    expect(saved.body.msg).toContain('2081');
    expect(await recordCount(p.stack.db, ['assessmentworksummation'])).toBe(before);
  });

  it('goes into review while its round is open', async () => {
    await publishFilingRound(p.launion1, 'worksummation', 2082);
    const saved = await p.corp1.post(`${SUMMARY}/save`, summary(2082));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.state).toBe('in_review');
  });

  it('is refused with 409 windowNotOpen when the round is switched off, naming the kind', async () => {
    await publishFilingRound(p.launion1, 'worksummation', 2083, { open: '0' });
    const saved = await p.corp1.post(`${SUMMARY}/save`, summary(2083));
    expect(saved.status).toBe(409);
    expect(saved.body.data.reason).toBe('windowNotOpen');
    expect(saved.body.msg).toBe('2083年度「工作总结」考核未开放申报');
  });

  it('is refused with 409 windowClosed after the window ended, naming its last day', async () => {
    await publishFilingRound(p.launion1, 'worksummation', 2084, { window: { start: '2020-01-01', end: '2020-02-29' } });
    const saved = await p.corp1.post(`${SUMMARY}/save`, summary(2084));
    expect(saved.status).toBe(409);
    expect(saved.body.data.reason).toBe('windowClosed');
    expect(saved.body.msg).toContain('2020-02-29');
  });

  it('says why in English with Accept-Language: en', async () => {
    await publishFilingRound(p.launion1, 'worksummation', 2085, { window: { start: '2099-01-01', end: '2099-02-28' } });
    const res = await p.stack.app.inject({
      method: 'POST',
      url: `${SUMMARY}/save`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
      payload: summary(2085),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Filing for Work summary of 2085 opens on 2099-01-01');
  });

  it('is resent after its return although the window has closed since', async () => {
    const window = { start: '2020-01-01', end: '2099-12-31' };
    const round = await publishFilingRound(p.launion1, 'worksummation', 2086, { window });
    const saved = await p.corp1.post(`${SUMMARY}/save`, summary(2086));
    const { id, processInstanceId: pid } = saved.body.data;
    await reviewFromClaimList(p.launion1, id, pid, 'back', '请补充经费使用情况');
    // The park union closes filing: a revision of the published round with 是否开放申报 否.
    const OPEN = '/api/blade-crop/crop/selfassessmentopen';
    const closed = await p.launion1.post(`${OPEN}/save`, {
      ...modules.selfassessmentopen!.example,
      ...{ type: 'worksummation', year: 2086, window, quotaPerUnion: 1, publicityDays: 5 },
      id: round,
      open: '0',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const fresh = await p.corp1.post(`${SUMMARY}/save`, summary(2086));
    expect(fresh.status).toBe(409);
    const resent = await p.corp1.post(`${SUMMARY}/update`, { ...summary(2086), id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.state).toBe('in_review');
  });
});

describe('a nomination and the places its round gives each union', () => {
  it('refuses a nomination past the union’s places with 409 quotaUsed, naming the places', async () => {
    await publishFilingRound(p.launion1, 'friendsunion', 2087, { quotaPerUnion: 1 });
    const first = await p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2087 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await p.corp1.post(`${FRIENDS}/save`, { ...another, year: 2087 });
    expect(second.status).toBe(409);
    expect(second.body.data).toMatchObject({ reason: 'quotaUsed', quota: 1, used: 1 });
    expect(second.body.msg).toBe('本单位2087年度「工会之友」推荐名额(1名)已用完');
  });

  it('takes as many nominations as the round gives places', async () => {
    await publishFilingRound(p.launion1, 'friendsunion', 2088, { quotaPerUnion: 2 });
    expect((await p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2088 })).status).toBe(200);
    expect((await p.corp1.post(`${FRIENDS}/save`, { ...another, year: 2088 })).status).toBe(200);
  });

  it('gives the last place to one of two parallel nominations: the other answers 409 quotaUsed', async () => {
    await publishFilingRound(p.launion1, 'friendsunion', 2089, { quotaPerUnion: 1 });
    const before = await recordCount(p.stack.db, ['assessmentfriendsunion']);
    const answers = await Promise.all([
      p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2089 }),
      p.corp1.post(`${FRIENDS}/save`, { ...another, year: 2089 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // The refused one made no record.
    expect(await recordCount(p.stack.db, ['assessmentfriendsunion'])).toBe(before + 1);
  });
});

describe('a self-assessment against its round’s items', () => {
  it('goes into review with the items as the round published them', async () => {
    await publishFilingRound(p.launion1, 'selfassessment', 2090);
    const sent = await selfAssessment(2090);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('is refused with 400 naming the row and column whose weight differs from the round’s', async () => {
    await publishFilingRound(p.launion1, 'selfassessment', 2091);
    const sent = await selfAssessment(2091, (items) => items.map((it, i) => (i === 1 ? { ...it, maxScore: 15, selfScore: 9 } : it)));
    expect(sent.status).toBe(400);
    const errors = sent.body.data.errors as { field: string; rule: string; message: string }[];
    expect(errors).toContainEqual(
      expect.objectContaining({
        field: 'items[1].maxScore',
        rule: 'roundItem',
        message: '考核项目自评第2行标准分应为“10”(以上级工会发布的考核细则为准)',
      }),
    );
  });

  it('is refused with 400 naming the items when a row of the round is left out', async () => {
    await publishFilingRound(p.launion1, 'selfassessment', 2092);
    // The first item (15 of 15) left out: the total and grade follow, so only the round refuses it.
    const sent = await selfAssessment(2092, (items) => items.slice(1), { totalScore: 77, selfGrade: '3' });
    expect(sent.status).toBe(400);
    expect(sent.body.data.errors[0]).toMatchObject({ field: 'items', rule: 'roundItems' });
  });
});
