// The coverage shape (queryCrop) on assessmentfriendsunion: the higher union sees which of its
// children unions filed for a year, which declared nothing to file and which did not file.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { publishFilingRound, setup1Parties } from '../support';

const p = setup1Parties();
const OPEN = '/api/blade-crop/crop/selfassessmentopen';
const FRIENDS = '/api/blade-crop/crop/assessmentfriendsunion';
const nomination = modules.assessmentfriendsunion!.example;

type Row = { unionId: string; status: string; filings: { id: string; state: string }[] };

const viewOf = async (year: number) => {
  const res = await p.launion1.get(`${FRIENDS}/queryCrop`, { year: String(year) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe("a higher union's view of who filed (queryCrop)", () => {
  it('lists a child union that has not filed as notFiled', async () => {
    const view = await viewOf(2051);
    expect(view.year).toBe(2051);
    expect((view.unions as Row[]).length).toBeGreaterThan(0);
    expect((view.unions as Row[]).every((u) => u.status === 'notFiled')).toBe(true);
    expect(view.counts.notFiled).toBe(view.unions.length);
  });

  it('lists a child union with a nomination in review as filed, with the nomination', async () => {
    await publishFilingRound(p.launion1, 'friendsunion', 2052);
    const saved = await p.corp1.post(`${FRIENDS}/save`, { ...nomination, year: 2052 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = await viewOf(2052);
    const filed = (view.unions as Row[]).filter((u) => u.status === 'filed');
    expect(filed).toHaveLength(1);
    expect(filed[0]!.filings).toMatchObject([{ id: saved.body.data.id, state: 'in_review' }]);
    expect(view.counts.filed).toBe(1);
  });

  it('lists a child union that declared nothing to file as noTask', async () => {
    const round = await p.launion1.post(`${OPEN}/save`, {
      ...modules.selfassessmentopen!.example,
      type: 'friendsunion',
      year: 2053,
      window: { start: '2026-01-01', end: '2030-12-31' },
      quotaPerUnion: 1,
    });
    expect((await p.corp1.post(`${FRIENDS}/noTask`, { id: round.body.data.id })).status).toBe(200);
    const view = await viewOf(2053);
    expect((view.unions as Row[]).filter((u) => u.status === 'noTask')).toHaveLength(1);
    expect(view.counts.noTask).toBe(1);
  });

  it('refuses a grassroots union with 403', async () => {
    const res = await p.corp1.get(`${FRIENDS}/queryCrop`, { year: '2051' });
    expect(res.status).toBe(403);
  });
});
