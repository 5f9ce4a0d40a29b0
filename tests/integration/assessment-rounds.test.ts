// The assessment rounds (selfassessmentopen): queryInfo answers the round that applies to the
// caller; assessmentworkaccounts' detailInfo opens the union's ledger of the round's year without an id.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { setup1Parties } from '../support';

const p = setup1Parties();
const OPEN = '/api/blade-crop/crop/selfassessmentopen';
const LEDGER = '/api/blade-crop/crop/assessmentworkaccounts';
const round = modules.selfassessmentopen!.example;

describe('queryInfo', () => {
  it("answers a grassroots union its higher union's round, open now, with its items", async () => {
    const saved = await p.launion1.post(`${OPEN}/save`, {
      ...round,
      type: 'workaccounts',
      year: 2071,
      window: { start: '2026-01-01', end: '2030-12-31' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const info = await p.corp1.get(`${OPEN}/queryInfo`, { type: 'workaccounts' });
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(info.body.data).toMatchObject({ id: saved.body.data.id, year: 2071, openNow: true, reason: null });
    expect(info.body.data.items).toHaveLength((round.items as unknown[]).length);
  });

  it('says why filing is not open: a round switched off answers notOpen', async () => {
    await p.launion1.post(`${OPEN}/save`, { ...round, type: 'worksummation', year: 2072, open: '0' });
    const info = await p.corp1.get(`${OPEN}/queryInfo`, { type: 'worksummation', year: '2072' });
    expect(info.body.data).toMatchObject({ openNow: false, reason: 'notOpen' });
  });

  it('answers noRound for a kind no union above has published', async () => {
    const info = await p.corp1.get(`${OPEN}/queryInfo`, { type: 'innovativetalent' });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ id: null, openNow: false, reason: 'noRound' });
  });

  it('refuses a kind that is not in the dictionary with 400 naming type', async () => {
    const info = await p.corp1.get(`${OPEN}/queryInfo`, { type: 'nosuchkind' });
    expect(info.status).toBe(400);
    expect(info.body.data.errors[0].field).toBe('type');
  });
});

describe('detailInfo', () => {
  it("answers no record and the round's year before the union keeps a ledger, then its ledger", async () => {
    await p.launion1.post(`${OPEN}/save`, {
      ...round,
      type: 'workaccounts',
      year: 2073,
      window: { start: '2026-01-01', end: '2030-12-31' },
    });
    const before = await p.corp1.get(`${LEDGER}/detailInfo`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({ year: 2073, record: null });
    const draft = await p.corp1.post(`${LEDGER}/savedraft`, { ...modules.assessmentworkaccounts!.example, year: 2073, files: {} });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const after = await p.corp1.get(`${LEDGER}/detailInfo`);
    expect(after.body.data.record.id).toBe(draft.body.data.id);
  });

  it('refuses a higher union, which keeps no ledger, with 403', async () => {
    expect((await p.launion1.get(`${LEDGER}/detailInfo`)).status).toBe(403);
  });
});
