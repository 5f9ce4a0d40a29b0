// The capital and national awards' calls beyond the standard ones (docs/forms/group-a-model-workers.md,
// recommendCapital and recommendCapital3): recommendCapital's isApply answers one item per capital
// award from the rounds the federation opens; the capital modules' `list` is their page with its
// filters; recommendCapital3's queryRecommendNation1ByOpen says whether the national medal's round is
// open, and its queryCrop shows a higher union which children unions nominated.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { exampleToSend, login, moduleBase, reviewThrough, setup1Parties, type ApiSession } from '../support';

const p = setup1Parties();
const ROUND = '/api/blade-crop/crop/round';
const CAPITAL = '/api/blade-crop/crop/recommendCapital';
const MEDAL = modules.recommendCapital1!;
const PIONEER = modules.recommendCapital3!;
let admin: ApiSession;

/** The tenant's open round of a kind, as the federation lists it. */
async function roundOf(kind: string): Promise<{ id: string; year: number; title: string }> {
  const list = await p.federation.get(`${ROUND}/list`, { kind });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.data.records[0];
}

/** Files the module's example as corp1; answers the record and its process. */
async function file(entry: typeof MEDAL): Promise<{ id: string; pid: string }> {
  const sent = await exampleToSend(p.stack.app, p.corp1, entry);
  const answer = await p.corp1.post(`${moduleBase(entry)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.id, pid: answer.body.data.processInstanceId };
}

beforeAll(async () => {
  admin = await login(p.stack.app, 'admin');
});

describe('recommendCapital/isApply', () => {
  it('answers one item per capital award, each from the open round of its kind', async () => {
    const answer = await p.corp1.get(`${CAPITAL}/isApply`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { apply, items } = answer.body.data;
    expect(apply).toBe(true);
    expect(items.map((i: { module: string; kind: string }) => [i.module, i.kind])).toEqual([
      ['recommendCapital1', 'capital_medal'],
      ['recommendCapital2', 'capital_merit'],
      ['recommendCapital3', 'capital_pioneer'],
    ]);
    expect(items.every((i: { apply: boolean; roundId: string | null }) => i.apply && i.roundId)).toBe(true);
    expect(items[0].title).toBe('首都劳动奖章推荐');
  });

  it('says windowClosed for an award whose round the federation closed, the others still open', async () => {
    const merit = await roundOf('capital_merit');
    expect((await p.federation.post(`${ROUND}/close`, { id: merit.id })).status).toBe(200);
    const { apply, items } = (await p.corp1.get(`${CAPITAL}/isApply`)).body.data;
    expect(apply).toBe(true);
    const byModule = Object.fromEntries(items.map((i: { module: string }) => [i.module, i]));
    expect(byModule.recommendCapital2).toMatchObject({ apply: false, reason: 'windowClosed' });
    expect(byModule.recommendCapital2.message).toMatch(/截止/);
    expect(byModule.recommendCapital1).toMatchObject({ apply: true, reason: null });
  });
});

describe('recommendCapital1/list', () => {
  it('answers the page of the union’s nominations, filtered by keyword and state', async () => {
    const { id } = await file(MEDAL);
    const all = await p.corp1.get(`${moduleBase(MEDAL)}/list`, { current: '1', size: '10' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.records.map((r: { id: string }) => r.id)).toContain(id);
    const found = await p.corp1.get(`${moduleBase(MEDAL)}/list`, { current: '1', size: '10', keyword: '赵磊', state: 'in_review' });
    expect(found.body.data.records.map((r: { id: string }) => r.id)).toEqual([id]);
    const none = await p.corp1.get(`${moduleBase(MEDAL)}/list`, { current: '1', size: '10', keyword: '无此人' });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses a sort on a field outside the list’s allow-list with 400', async () => {
    const answer = await p.corp1.get(`${moduleBase(MEDAL)}/list`, { current: '1', size: '10', descs: 'form_data' });
    expect(answer.status).toBe(400);
  });

  it('holds the round’s place: a second medal nomination of the union is refused with 409 quotaUsed', async () => {
    const sent = await exampleToSend(p.stack.app, p.corp1, MEDAL);
    const answer = await p.corp1.post(`${moduleBase(MEDAL)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
    expect(answer.status).toBe(409);
    expect(answer.body.data.reason).toBe('quotaUsed');
  });
});

describe('recommendCapital3/queryRecommendNation1ByOpen', () => {
  it('answers the national medal’s open round', async () => {
    const round = await roundOf('nation_medal');
    const answer = await p.corp1.get(`${moduleBase(PIONEER)}/queryRecommendNation1ByOpen`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      open: true,
      module: 'recommendNation1Controller',
      kind: 'nation_medal',
      roundId: round.id,
      year: round.year,
    });
  });

  it('answers open false, naming the round, once the federation closed it', async () => {
    const round = await roundOf('nation_medal');
    expect((await p.federation.post(`${ROUND}/close`, { id: round.id })).status).toBe(200);
    const answer = await p.corp1.get(`${moduleBase(PIONEER)}/queryRecommendNation1ByOpen`);
    expect(answer.body.data).toMatchObject({ open: false, roundId: round.id });
  });
});

describe('recommendCapital3/queryCrop', () => {
  it('shows the higher union its children unions, the nominating one as applied once its team is approved', async () => {
    const before = await p.launion1.get(`${moduleBase(PIONEER)}/queryCrop`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const corp = () => before.body.data.find((u: { unionId: string }) => u.unionId === '1101');
    expect(corp()).toMatchObject({ applied: false, records: [] });
    const { id, pid } = await file(PIONEER);
    const row = await reviewThrough([p.launion1, p.federation, admin], p.corp1, PIONEER.key, id, pid);
    expect(row.state).toBe('approved');
    const after = await p.launion1.get(`${moduleBase(PIONEER)}/queryCrop`);
    const applied = after.body.data.find((u: { unionId: string }) => u.unionId === '1101');
    expect(applied.applied).toBe(true);
    expect(applied.records.map((r: { id: string; title: string }) => [r.id, r.title])).toEqual([[id, '北京智联科技有限公司数控车间乙班']]);
  });
});
