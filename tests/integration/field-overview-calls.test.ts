// The field pages' opening calls on the real servers (docs/forms/group-c-field.md "field1" and "field4"):
// field1 `index`, the union's field overview (its newest 职工之家 declaration, its venue register's
// totals, its mother-baby rooms by state), and field4 `getData`, the rooms page (the union's rooms with
// the goods requests filed under each and whether one may be filed now). Records are filed through the
// flow's events as the workflow writes them; each answer is the caller union's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { appendEvents, changeProfile, withTenant } from '../../db';
import { exampleToSend, login, startTestStack, type ApiSession, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const FIELD1 = '/api/blade-crop/crop/field1';
const FIELD2 = '/api/blade-crop/crop/field2';
const FIELD4 = '/api/blade-crop/crop/field4';
const FIELD3APPLY = '/api/blade-crop/crop/field3apply';

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let corp3: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  [corp1, corp2, corp3] = await Promise.all([login(stack.app, 'corp1'), login(stack.app, 'corp2'), login(stack.app, 'corp3')]);
});
afterAll(async () => stack?.close());

const room = (venueName: string) => ({ ...modules.field4!.example, venueName });

/** A draft's record removed, written as the engine writes a removal. */
async function removed(unionId: string, module: string, form: Record<string, unknown>): Promise<string> {
  const filed = await fileApproved(stack.db, { module, unionId, form, inReview: true });
  const at = '2026-11-23T03:00:00.000Z';
  const actor = filed.events[0]!.actor;
  await withTenant('000000', () => appendEvents(stack.db, filed.ref, [{ seq: 3, at, actor, type: 'removed', payload: {} }]));
  return filed.recordId;
}

describe('field1 index (the union’s field overview)', () => {
  it('answers a union with nothing filed: no declaration, an empty register, no rooms', async () => {
    const answer = await corp3.get(`${FIELD1}/index`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      declaration: null,
      venues: { inUse: 0, closed: 0, area: 0, byType: {} },
      rooms: {},
    });
  });

  it('names the union’s approved declaration with its year and level', async () => {
    const filed = await fileApproved(stack.db, { module: 'field1', unionId: '1101', form: modules.field1!.example });
    const { declaration } = (await corp1.get(`${FIELD1}/index`)).body.data;
    expect(declaration).toMatchObject({ id: filed.recordId, year: 2026, level: '2', state: 'approved' });
    expect(declaration.changedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('counts the venues the approval entered, by kind, with their floor area', async () => {
    const { venues } = (await corp1.get(`${FIELD1}/index`)).body.data;
    expect(venues).toEqual({ inUse: 3, closed: 0, area: 245, byType: { '1': 1, '3': 1, '5': 1 } });
  });

  it('counts a closed venue apart, and leaves its area out', async () => {
    expect((await corp1.get(`${FIELD2}/remove`, { ids: '700103' })).status).toBe(200);
    const { venues } = (await corp1.get(`${FIELD1}/index`)).body.data;
    expect(venues).toEqual({ inUse: 2, closed: 1, area: 205, byType: { '1': 1, '3': 1 } });
  });

  it('counts the union’s mother-baby rooms by state, a removed one not', async () => {
    await fileApproved(stack.db, { module: 'field4', unionId: '1101', form: room('一号小屋') });
    await fileApproved(stack.db, { module: 'field4', unionId: '1101', form: room('二号小屋'), inReview: true });
    await removed('1101', 'field4', room('三号小屋'));
    expect((await corp1.get(`${FIELD1}/index`)).body.data.rooms).toEqual({ approved: 1, in_review: 1 });
  });

  it('names no bookroom of a union that has neither answered the survey nor applied', async () => {
    expect((await corp3.get(`${FIELD1}/index`)).body.data.bookroom).toEqual({ survey: null, application: null });
  });

  it('names the union’s newest bookroom survey answer with its year', async () => {
    await fileApproved(stack.db, { module: 'field3ques', unionId: '1101', form: { ...modules.field3ques!.example, surveyYear: 2025 } });
    const newest = await fileApproved(stack.db, {
      module: 'field3ques',
      unionId: '1101',
      form: modules.field3ques!.example,
      inReview: true,
    });
    const { survey } = (await corp1.get(`${FIELD1}/index`)).body.data.bookroom;
    expect(survey).toMatchObject({ id: newest.recordId, year: 2026, state: 'in_review' });
  });

  it('names the union’s model-site application in the current bookroom round', async () => {
    const sent = await exampleToSend(stack.app, corp1, modules.field3apply!);
    const submitted = await corp1.post(`${FIELD3APPLY}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const round = (await corp1.get(`${FIELD3APPLY}/now`)).body.data;
    const { application } = (await corp1.get(`${FIELD1}/index`)).body.data.bookroom;
    expect(application).toEqual({ id: submitted.body.data.id, state: 'in_review', roundId: round.roundId });
  });

  it('shows another union nothing of the union’s declaration, venues or rooms', async () => {
    const { data } = (await corp3.get(`${FIELD1}/index`)).body;
    expect(data).toMatchObject({
      declaration: null,
      venues: { inUse: 0, closed: 0 },
      bookroom: { survey: null, application: null },
      rooms: {},
    });
  });
});

describe('field4 getData (the rooms page)', () => {
  const rooms = { approved: '', open: '', inReview: '', removed: '' };

  beforeAll(async () => {
    rooms.approved = (await fileApproved(stack.db, { module: 'field4', unionId: '1102', form: room('一号小屋') })).recordId;
    rooms.open = (await fileApproved(stack.db, { module: 'field4', unionId: '1102', form: room('二号小屋') })).recordId;
    rooms.inReview = (await fileApproved(stack.db, { module: 'field4', unionId: '1102', form: room('三号小屋'), inReview: true })).recordId;
    rooms.removed = await removed('1102', 'field4', room('四号小屋'));
    // Under the second room: one request approved, one in review.
    const request = (pid: string) => ({ ...modules.field4material!.example, pid });
    await fileApproved(stack.db, { module: 'field4material', unionId: '1102', form: request(rooms.open) });
    await fileApproved(stack.db, { module: 'field4material', unionId: '1102', form: request(rooms.open), inReview: true });
  });

  const roomOf = async (id: string) =>
    ((await corp2.get(`${FIELD4}/getData`)).body.data.rooms as { id: string }[]).find((r) => r.id === id) as Record<string, unknown>;

  it('lists the union’s rooms newest first, a removed one left out', async () => {
    const answer = await corp2.get(`${FIELD4}/getData`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rooms.map((r: { id: string }) => r.id)).toEqual([rooms.inReview, rooms.open, rooms.approved]);
  });

  it('counts the goods requests filed under a room by state', async () => {
    const { about } = await roomOf(rooms.open);
    expect(about).toEqual([{ module: 'field4material', title: '爱心妈咪小屋物资申领', counts: { total: 2, approved: 1, in_review: 1 } }]);
  });

  it('lets a request be filed under an approved room with none open', async () => {
    expect(await roomOf(rooms.approved)).toMatchObject({ state: 'approved', mayFileUnder: true });
  });

  it('lets no request be filed under a room with one in review', async () => {
    expect(await roomOf(rooms.open)).toMatchObject({ state: 'approved', mayFileUnder: false });
  });

  it('lets no request be filed under a room not yet approved', async () => {
    expect(await roomOf(rooms.inReview)).toMatchObject({ state: 'in_review', mayFileUnder: false });
  });

  it('answers the union’s female members from its own data, null while it has none', async () => {
    expect((await corp2.get(`${FIELD4}/getData`)).body.data.femaleMembers).toBeNull();
    const by = { actorId: null, actorName: 'test', module: null, recordId: null, at: new Date() };
    await changeProfile(stack.db, '000000', '1102', { memberCount: 96, femaleMembers: 40 }, by);
    expect((await corp2.get(`${FIELD4}/getData`)).body.data.femaleMembers).toBe(40);
  });

  it('shows another union none of the union’s rooms', async () => {
    expect((await corp3.get(`${FIELD4}/getData`)).body.data.rooms).toEqual([]);
  });
});
