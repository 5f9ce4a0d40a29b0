// The round setting `standards` (docs/forms/group-c-field.md, F-ba-standard and F-ba-digital) on the
// catalogue's field3apply (职工书屋示范点申报): the federation sets the floors a bookroom site meets
// in its bookroom_site round, `now` and `round/isApply` show them to applicants, and a submit or a resubmit below one is
// refused naming the field with the round's figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { completeAs, exampleToSend, login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/field3apply';
const ROUND = '/api/blade-crop/crop/round';
const entry = modules.field3apply!;
const KIND = 'bookroom_site';

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let corp3: ApiSession;
let federation: ApiSession;

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, `days` from now. */
const beijingIn = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The demo's bookroom_site round of the federation's tenant. */
const bookroomRound = () =>
  stack.db.selectFrom('selection_round').select('id').where('kind', '=', KIND).where('tenant_id', '=', '000000').executeTakeFirstOrThrow();

/** The federation saves its bookroom_site round again with `standards`; answers the call's answer. */
async function setStandards(standards: Record<string, number | boolean>) {
  const round = await bookroomRound();
  return federation.post(`${ROUND}/submit`, {
    id: String(round.id),
    kind: KIND,
    year: 2026,
    title: '2026年度园区工会职工书屋示范点申报',
    opensAt: beijingIn(-1),
    closesAt: beijingIn(30),
    placesPerUnion: 1,
    publicityDays: 0,
    standards,
  });
}

/** The union's example application, with `changes`, submitted; answers the call's answer. */
async function submit(applicant: ApiSession, changes: Record<string, unknown> = {}) {
  const sent = await exampleToSend(stack.app, applicant, entry);
  return applicant.post(`${M}/submit`, { ...sent.form, ...changes, ...(sent.id ? { id: sent.id } : {}) });
}

beforeAll(async () => {
  stack = await startTestStack();
  [corp1, corp2, corp3, federation] = await Promise.all([
    login(stack.app, 'corp1'),
    login(stack.app, 'corp2'),
    login(stack.app, 'corp3'),
    login(stack.app, 'federation'),
  ]);
});
afterAll(async () => stack?.close());

describe('a round’s standards', () => {
  it('are set by the federation and shown to applicants by `now`', async () => {
    const saved = await setStandards({ area: 60, books: 3000, periodicals: 10, terminals: 2, weeklyHours: 20, digital: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.standards).toEqual({ area: 60, books: 3000, periodicals: 10, terminals: 2, weeklyHours: 20, digital: true });
    expect((await corp1.get(`${M}/now`)).body.data.standards).toEqual(saved.body.data.standards);
  });

  it('come with the union’s standing in the round (`isApply`), for the form to show beside its fields', async () => {
    const saved = await setStandards({ area: 100, digital: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const standing = await corp1.get(`${ROUND}/isApply?module=field3apply`);
    expect(standing.status, JSON.stringify(standing.body)).toBe(200);
    expect(standing.body.data.standards).toEqual({ area: 100, digital: true });
  });

  it('stay as they are when the round is saved without them', async () => {
    expect((await setStandards({ area: 60 })).status).toBe(200);
    const round = await bookroomRound();
    const saved = await federation.post(`${ROUND}/submit`, {
      id: String(round.id),
      kind: KIND,
      year: 2026,
      title: '2026年度园区工会职工书屋示范点申报（延期）',
      opensAt: beijingIn(-1),
      closesAt: beijingIn(40),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.standards).toEqual({ area: 60 });
  });

  it('are only those the round kind’s modules name', async () => {
    const saved = await setStandards({ area: 60, seats: 20 });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors[0].field).toBe('standards.seats');
  });

  it('take a yes standard as true or false, nothing else', async () => {
    const saved = await setStandards({ digital: 5 });
    expect(saved.status).toBe(400);
    expect(saved.body.data.errors[0].field).toBe('standards.digital');
  });

  it('refuse a submit below a floor, naming the field and the round’s figure', async () => {
    expect((await setStandards({ area: 100, books: 3000 })).status).toBe(200);
    const refused = await submit(corp1);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'area', rule: 'standard' });
    expect(refused.body.msg).toBe('使用面积(平方米)不得少于本批次标准100');
    expect((await corp1.get(`${M}/ishave`)).body.data.have).toBe(false);
  });

  it('refuse a submit without digital reading when the round asks for it', async () => {
    expect((await setStandards({ digital: true })).status).toBe(200);
    const refused = await submit(corp1, { digitalAccess: '0' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'digitalAccess', rule: 'standard' });
  });

  it('let a submit through that meets every standard the round sets', async () => {
    expect((await setStandards({ area: 60, books: 3000, periodicals: 10, terminals: 2, weeklyHours: 20, digital: true })).status).toBe(200);
    const sent = await submit(corp2);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('hold a returned application sent again to the round’s standards', async () => {
    expect((await setStandards({ area: 60 })).status).toBe(200);
    const sent = await submit(corp3);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const launion2 = await login(stack.app, 'launion2');
    const back = await completeAs(launion2, { id: sent.body.data.id, pid: sent.body.data.processInstanceId }, 'back', '请补充书屋照片');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await setStandards({ area: 100 })).status).toBe(200);
    const form = (await corp3.get(`${M}/detail`, { id: sent.body.data.id })).body.data.form;
    const resent = await corp3.post(`${M}/resubmit`, { ...form, id: sent.body.data.id });
    expect(resent.status).toBe(400);
    expect(resent.body.data.errors[0]).toMatchObject({ field: 'area', rule: 'standard' });
  });
});
