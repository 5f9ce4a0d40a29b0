// The noTask shape on assessmentfriendsunion, selfassessment and innovationteam: a union declares nothing to file for
// a round's year, and a later submit of that year answers 409 declaredNoTask.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, setup1Parties, withRequiredUploads } from '../support';

const p = setup1Parties();
const OPEN = '/api/blade-crop/crop/selfassessmentopen';
const FRIENDS = '/api/blade-crop/crop/assessmentfriendsunion';
const roundExample = modules.selfassessmentopen!.example;
const nomination = modules.assessmentfriendsunion!.example;

/** launion1 publishes a round of `type` for `year`, its window around today unless `window` says otherwise. */
async function publishRound(type: string, year: number, extra: Record<string, unknown> = {}) {
  const saved = await p.launion1.post(`${OPEN}/save`, {
    ...roundExample,
    type,
    year,
    window: { start: '2026-01-01', end: '2030-12-31' },
    quotaPerUnion: 1,
    ...extra,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.id as string;
}

describe('declaring nothing to file (noTask)', () => {
  it('refuses a later submit for the declared year with 409 declaredNoTask', async () => {
    const round = await publishRound('friendsunion', 2041);
    const declared = await p.corp1.post(`${FRIENDS}/noTask`, { id: round });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    expect(declared.body.data.year).toBe(2041);
    const saved = await p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2041 });
    expect(saved.status).toBe(409);
    expect(saved.body.data.reason).toBe('declaredNoTask');
    expect(saved.body.msg).toContain('2041');
  });

  it('says it in English with Accept-Language: en', async () => {
    const round = await publishRound('friendsunion', 2042);
    await p.corp1.post(`${FRIENDS}/noTask`, { id: round });
    const res = await p.stack.app.inject({
      method: 'POST',
      url: `${FRIENDS}/save`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'accept-language': 'en' },
      payload: { ...nomination, year: 2042 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/declared nothing to file/);
  });

  it('holds innovationteam’s year as an assessment’s: its team saved for the declared year answers 409 declaredNoTask', async () => {
    const round = await publishRound('innovationteam', 2048);
    const declared = await p.corp1.post('/api/blade-crop/crop/innovationteam/noTask', { id: round });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    const team = modules.innovationteam!;
    const { id, form } = await withRequiredUploads(p.stack.app, p.corp1, team, { ...team.example, year: 2048 });
    const saved = await p.corp1.post('/api/blade-crop/crop/innovationteam/save', { ...form, id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(409);
    expect(saved.body.data.reason).toBe('declaredNoTask');
  });

  it('leaves other years open to filing', async () => {
    const round = await publishRound('friendsunion', 2043);
    await p.corp1.post(`${FRIENDS}/noTask`, { id: round });
    await publishRound('friendsunion', 2044);
    const saved = await p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2044 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('refuses to declare while a filing of the year is in review, naming it (409 periodTaken)', async () => {
    const round = await publishRound('friendsunion', 2045);
    const saved = await p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2045 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const declared = await p.corp1.post(`${FRIENDS}/noTask`, { id: round });
    expect(declared.status).toBe(409);
    expect(declared.body.data).toMatchObject({ reason: 'periodTaken', existingId: saved.body.data.id });
  });

  it('refuses to declare in a round whose filing is closed (409 windowClosed)', async () => {
    const round = await publishRound('friendsunion', 2046, { open: '0' });
    const declared = await p.corp1.post(`${FRIENDS}/noTask`, { id: round });
    expect(declared.status).toBe(409);
    expect(declared.body.data.reason).toBe('windowClosed');
  });

  it('refuses a round of another kind with 400 naming id', async () => {
    const round = await publishRound('selfassessment', 2047);
    const declared = await p.corp1.post(`${FRIENDS}/noTask`, { id: round });
    expect(declared.status).toBe(400);
    expect(declared.body.data.errors[0].field).toBe('id');
  });

  it('answers 404 for an id that is no round applying to the union', async () => {
    const declared = await p.corp1.post(`${FRIENDS}/noTask`, { id: '999999999999' });
    expect(declared.status).toBe(404);
  });
});
