// The round shape: a module with a `round` (modelWorkerSelection1, kind mw_person) is submitted only
// inside the federation's round of its kind, within its window and the union's places, checked under
// the union's lock; the federation keeps the rounds, each union reads its places, and a tenant sees
// only its own rounds.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, nomination, nominee, reviewFromClaimList, setup1Parties, SOURCE, type ApiAnswer } from '../support';

const p = setup1Parties();
const ROUND = '/api/blade-crop/crop/round';
const KIND = 'mw_person';
const DAY = 86_400_000;

/** A time `days` from now as the calls take it (yyyy-MM-dd HH:mm:ss, Asia/Shanghai). */
const at = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const roundForm = (opensIn: number, closesIn: number, extra: Record<string, unknown> = {}) => ({
  kind: KIND,
  year: 2026,
  title: '2026年北京市劳动模范和先进工作者推荐评选',
  opensAt: at(opensIn),
  closesAt: at(closesIn),
  placesPerUnion: 1,
  publicityDays: 5,
  allocations: [{ unionId: '1100', places: 3 }],
  ...extra,
});

let roundId = '';
let otherTenantRound = '';
let taken = { id: '', pid: '' };

async function nominationCount(): Promise<number> {
  const row = await p.stack.db
    .selectFrom('record')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('module', '=', 'modelWorkerSelection1')
    .where('state', '!=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefused(answer: ApiAnswer, reason: string, msg: RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.data.reason).toBe(reason);
  expect(answer.body.msg).toMatch(msg);
}

async function saveRound(form: Record<string, unknown>): Promise<ApiAnswer> {
  return p.federation.post(`${ROUND}/submit`, form);
}

beforeAll(async () => {
  // The test stack opened a round of every catalogue kind in each tenant: the demo tenant's goes, the other tenant's stays.
  const rounds = await p.stack.db.selectFrom('selection_round').select(['id', 'tenant_id']).where('kind', '=', KIND).execute();
  otherTenantRound = String(rounds.find((r) => r.tenant_id !== '000000')!.id);
  await p.stack.db.deleteFrom('selection_round').where('kind', '=', KIND).where('tenant_id', '=', '000000').execute();
});

describe('the submit guard of a module with a round', () => {
  it('refuses a submit with 409 noRound when the tenant has no round of the kind (another tenant’s open round does not count), creating nothing', async () => {
    const before = await nominationCount();
    expectRefused(await p.corp1.post(`${SOURCE}/submit`, nomination), 'noRound', /尚未开启评选/);
    expect(await nominationCount()).toBe(before);
  });

  it('refuses a submit with 409 windowNotOpen before the window opens', async () => {
    const saved = await saveRound(roundForm(2, 30));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    roundId = saved.body.data.id;
    expectRefused(await p.corp1.post(`${SOURCE}/submit`, nomination), 'windowNotOpen', /尚未开始/);
  });

  it('refuses a submit with 409 windowClosed after the window closed', async () => {
    const saved = await saveRound(roundForm(-30, -1, { id: roundId }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectRefused(await p.corp1.post(`${SOURCE}/submit`, nomination), 'windowClosed', /申报已于.*截止/);
  });

  it('takes exactly one of two parallel submits for the union’s last place, and the record carries its round', async () => {
    expect((await saveRound(roundForm(-1, 30, { id: roundId }))).status).toBe(200);
    const answers = await Promise.all(['并行甲', '并行乙'].map((name) => p.corp1.post(`${SOURCE}/submit`, nominee(name))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expectRefused(
      answers.find((a) => a.status === 409)!,
      'quotaUsed',
      /推荐名额\(1名\)已用完/,
    );
    const won = answers.find((a) => a.status === 200)!.body.data;
    taken = { id: won.id, pid: won.processInstanceId };
    const filed = await p.stack.db.selectFrom('round_record').select('round_id').where('record_id', '=', taken.id).executeTakeFirst();
    expect(String(filed?.round_id)).toBe(roundId);
  });

  it('refuses a further submit with 409 quotaUsed once the union’s places are used, naming quota and use', async () => {
    const answer = await p.corp1.post(`${SOURCE}/submit`, nominee('第三人'));
    expectRefused(answer, 'quotaUsed', /已用完/);
    expect(answer.body.data).toMatchObject({ roundId, quota: 1, used: 1 });
  });

  it('shows each union its places: the enterprise union its quota and use, the higher union its allocation and use below it', async () => {
    const corp = await p.corp1.get(`${ROUND}/places`, { kind: KIND });
    expect(corp.body.data).toMatchObject({ roundId, apply: false, reason: 'quotaUsed', quota: 1, used: 1, places: null });
    const higher = await p.launion1.get(`${ROUND}/places`, { kind: KIND });
    expect(higher.body.data).toMatchObject({ roundId, places: 3, placesUsed: 1 });
    const isApply = await p.corp1.get(`${ROUND}/isApply`, { module: 'modelWorkerSelection1' });
    expect(isApply.body.data).toMatchObject({ apply: false, reason: 'quotaUsed', opensAt: expect.any(String) });
  });

  it('lets a returned nomination be resent after the round closed, while a new submit is refused', async () => {
    await reviewFromClaimList(p.launion1, taken.id, taken.pid, 'back', '请补充事迹');
    const closed = await p.federation.post(`${ROUND}/close`, { id: roundId });
    expect(closed.body.data).toMatchObject({ status: 'closed', openNow: false });
    const corp2 = await login(p.stack.app, 'corp2');
    expectRefused(await corp2.post(`${SOURCE}/submit`, nomination), 'windowClosed', /截止/);
    // Closed early, its window ends when it was closed, not on the day it was set to end.
    expect(closed.body.data.closesAt <= at(0)).toBe(true);
    const openTask = (await p.corp1.get(`${SOURCE}/detail`, { id: taken.id })).body.data.openTaskId;
    const resent = await p.corp1.post(`${SOURCE}/resubmit`, { ...nomination, id: taken.id, taskId: openTask });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.state).toBe('in_review');
  });
});

describe('the federation’s round calls', () => {
  it('refuses bad input with 400 naming the field and rule in Chinese, and saves nothing', async () => {
    const before = await p.stack.db.selectFrom('selection_round').select('id').execute();
    const cases: [Record<string, unknown>, string, string][] = [
      [roundForm(5, 1), 'closesAt', 'notBefore'],
      [{ ...roundForm(1, 5), kind: 'no_such_kind' }, 'kind', 'dict'],
      [{ ...roundForm(1, 5), allocations: [{ unionId: '1101', places: 2 }] }, 'allocations[0].unionId', 'exists'],
      [{ ...roundForm(1, 5), year: 1999 }, 'year', 'minimum'],
    ];
    for (const [form, field, rule] of cases) {
      const answer = await saveRound(form);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.data.errors[0]).toMatchObject({ field, rule });
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await p.stack.db.selectFrom('selection_round').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses the round calls to an enterprise union with 403', async () => {
    expect((await p.corp1.get(`${ROUND}/list`)).status).toBe(403);
    expect((await p.corp1.post(`${ROUND}/submit`, roundForm(1, 5))).status).toBe(403);
  });

  it('never shows another tenant’s round: not listed, its detail 404 and it cannot be closed', async () => {
    const list = await p.federation.get(`${ROUND}/list`, { kind: KIND, size: '100' });
    expect(list.status).toBe(200);
    const ids = list.body.data.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(roundId);
    expect(ids).not.toContain(otherTenantRound);
    expect((await p.federation.get(`${ROUND}/detail`, { id: otherTenantRound })).status).toBe(404);
    expect((await p.federation.post(`${ROUND}/close`, { id: otherTenantRound })).status).toBe(404);
    const other = await p.stack.db.selectFrom('selection_round').select('status').where('id', '=', otherTenantRound).executeTakeFirst();
    expect(other?.status).toBe('open');
  });
});
