// The publishOnly shape on union activities (activity): a higher union publishes, no review.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { FLOW, login, setup1Parties } from '../support';

const p = setup1Parties();
const BASE = '/api/blade-crop/crop/activity';
const example = modules.activity!.example;

async function publish(title: string) {
  const saved = await p.launion1.post(`${BASE}/save`, { ...example, title });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data as { id: string; processInstanceId: string; state: string };
}

describe('a notice a higher union publishes without review', () => {
  it('is published by one save, approved at once with no review task', async () => {
    const published = await publish('职工健步走活动一');
    expect(published.state).toBe('approved');
    const history = await p.launion1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: published.processInstanceId });
    expect((history.body.data as { type: string }[]).map((e) => e.type)).toEqual(['flow.started', 'submitted', 'approved']);
  });

  it('shows in the list and detail of a union below the publisher', async () => {
    const published = await publish('职工健步走活动二');
    const page = await p.corp1.get(`${BASE}/page`, { size: '100' });
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toContain(published.id);
    const detail = await p.corp1.get(`${BASE}/detail`, { id: published.id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.actions).toEqual([]);
  });

  it('is not seen by a union under another higher union', async () => {
    const published = await publish('职工健步走活动三');
    const corp3 = await login(p.stack.app, 'corp3');
    expect((await corp3.get(`${BASE}/detail`, { id: published.id })).status).toBe(404);
  });

  it('may not be published by an enterprise union (403)', async () => {
    const saved = await p.corp1.post(`${BASE}/save`, { ...example, title: '企业工会自行发布的活动' });
    expect(saved.status).toBe(403);
  });

  it('answers 409 to a second save of a published notice, which stays as published', async () => {
    const published = await publish('职工健步走活动四');
    const again = await p.launion1.post(`${BASE}/save`, { ...example, id: published.id, title: '改过的活动名称' });
    expect(again.status).toBe(409);
    const detail = await p.launion1.get(`${BASE}/detail`, { id: published.id });
    expect(detail.body.data).toMatchObject({ state: 'approved', title: '职工健步走活动四' });
  });

  it('refuses a notice without a venue with a 400 naming the field', async () => {
    const saved = await p.launion1.post(`${BASE}/save`, { ...example, venue: '' });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors.map((e: { field: string }) => e.field)).toContain('venue');
  });

  it('puts no task in any claim list', async () => {
    const published = await publish('职工健步走活动五');
    for (const reviewer of [p.federation, p.launion1]) {
      const claim = await reviewer.get(`${FLOW}/work/claim-list`, { size: '100' });
      expect(claim.body.data.records.some((t: { recordId: string }) => t.recordId === published.id)).toBe(false);
    }
  });
});
