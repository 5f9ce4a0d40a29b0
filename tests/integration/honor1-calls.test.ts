// honor1, the union honours: each category (person, team) has its own page, detail, submit and
// resubmit (the entry's `categoryCalls`), a submit starts the review against the federation's call
// for applications (the round of kind union_honours) that `getNotice` shows, and without an open
// call the submit is refused with 409 and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, reviewFromClaimList, setup1Parties, withRequiredUploads, type ApiSession } from '../support';

const p = setup1Parties();
const entry = modules.honor1!;
const BASE = '/api/blade-crop/crop/honor1';
const ROUND = '/api/blade-crop/crop/round';
const KIND = 'union_honours';
const DAY = 86_400_000;
const personForm = entry.example;
const teamForm = entry.categoryCalls!.find((c) => c.value === 'team')!.example;

/** A time `days` from now as the round calls take it (yyyy-MM-dd HH:mm:ss, Asia/Shanghai). */
const at = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

let corp2: ApiSession;
let person = { id: '', pid: '' };
let team = { id: '', pid: '' };

/** `form` with its required papers uploaded, sent to `call` by `session`. */
async function send(session: ApiSession, call: string, form: Record<string, unknown>) {
  const ready = await withRequiredUploads(p.stack.app, session, entry, form);
  return session.post(`${BASE}/${call}`, { ...ready.form, ...(ready.id ? { id: ready.id } : {}) });
}

const filedCount = async () =>
  Number(
    (
      await p.stack.db
        .selectFrom('record')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('module', '=', 'honor1')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
  // The test stack opened a round of every catalogue kind: the demo tenant's call goes, so it has none.
  await p.stack.db.deleteFrom('selection_round').where('kind', '=', KIND).where('tenant_id', '=', '000000').execute();
});

describe('honor1 without a call for applications', () => {
  it('getNotice answers null when the federation never opened a call', async () => {
    const answer = await p.corp1.get(`${BASE}/getNotice`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toBeNull();
  });

  it('refuses submitPerson with 409 noRound and files nothing', async () => {
    const before = await filedCount();
    const answer = await send(p.corp1, 'submitPerson', personForm);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data.reason).toBe('noRound');
    expect(await filedCount()).toBe(before);
  });
});

describe('honor1 against the open call', () => {
  it('getNotice shows the open call: its title, year, window and the union’s quota and use', async () => {
    const opened = await p.federation.post(`${ROUND}/submit`, {
      kind: KIND,
      year: 2026,
      title: '2026年度工会工作先进集体和先进个人评选表彰',
      opensAt: at(-1),
      closesAt: at(30),
      placesPerUnion: 1,
      publicityDays: 0,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const notice = (await p.corp1.get(`${BASE}/getNotice`)).body.data;
    expect(notice).toMatchObject({
      roundId: opened.body.data.id,
      year: 2026,
      title: '2026年度工会工作先进集体和先进个人评选表彰',
      open: true,
      apply: true,
      quota: 1,
      used: 0,
      publicityDays: 0,
    });
  });

  it('submitPerson sends the person’s form straight into review, its category fixed by the call', async () => {
    const { cate: _cate, ...withoutCategory } = personForm;
    const answer = await send(p.corp1, 'submitPerson', withoutCategory);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.state).toBe('in_review');
    person = { id: answer.body.data.id, pid: answer.body.data.processInstanceId };
    const detail = await p.corp1.get(`${BASE}/getPerson`, { id: person.id });
    expect(detail.body.data.form).toMatchObject({ cate: 'person', name: '陈静' });
  });

  it('refuses a form of the other category on submitTeam with 400 naming cate, filing nothing', async () => {
    const before = await filedCount();
    const answer = await send(corp2, 'submitTeam', personForm);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'cate', rule: 'categoryOfCall' });
    expect(await filedCount()).toBe(before);
  });

  it('submitTeam sends a collective’s form into review; getTeam without an id answers the union’s newest', async () => {
    const answer = await send(corp2, 'submitTeam', teamForm);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    team = { id: answer.body.data.id, pid: answer.body.data.processInstanceId };
    const newest = await corp2.get(`${BASE}/getTeam`);
    expect(newest.status, JSON.stringify(newest.body)).toBe(200);
    expect(newest.body.data.id).toBe(team.id);
    expect(newest.body.data.form).toMatchObject({ cate: 'team', teamHonour: '1', staffCount: 236 });
  });

  it('lists each category on its own page only', async () => {
    const persons = (await p.launion1.get(`${BASE}/pagePerson`, { current: '1', size: '20' })).body.data.records.map(
      (r: { id: string }) => r.id,
    );
    const teams = (await p.launion1.get(`${BASE}/pageTeam`, { current: '1', size: '20' })).body.data.records.map(
      (r: { id: string }) => r.id,
    );
    expect(persons).toContain(person.id);
    expect(persons).not.toContain(team.id);
    expect(teams).toContain(team.id);
    expect(teams).not.toContain(person.id);
  });

  it('answers 404 when a category’s detail is asked for a record of the other category', async () => {
    expect((await corp2.get(`${BASE}/getPerson`, { id: team.id })).status).toBe(404);
    expect((await p.corp1.get(`${BASE}/getTeam`)).status).toBe(404);
  });

  it('resends a returned person’s form with resubmitPerson, and refuses it on resubmitTeam with 404', async () => {
    await reviewFromClaimList(p.launion1, person.id, person.pid, 'back', '请补充事迹材料');
    const taskId = (await p.corp1.get(`${BASE}/getPerson`, { id: person.id })).body.data.openTaskId;
    const wrong = await p.corp1.post(`${BASE}/resubmitTeam`, { ...personForm, cate: 'team', id: person.id, taskId });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(404);
    const ready = await withRequiredUploads(p.stack.app, p.corp1, entry, personForm, { id: person.id });
    const resent = await p.corp1.post(`${BASE}/resubmitPerson`, { ...ready.form, id: person.id, taskId });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.state).toBe('in_review');
  });

  it('refuses a further submit with 409 once the union’s place in the call is used', async () => {
    const answer = await send(p.corp1, 'submitTeam', teamForm);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.data.reason).toBe('quotaUsed');
    expect((await p.corp1.get(`${BASE}/getNotice`)).body.data).toMatchObject({ apply: false, reason: 'quotaUsed', used: 1 });
  });
});
