// Item 17 of issue 8: a record whose review stage no account can take. Tenant 100001 has a parent
// union for corp9 (第二租户街道工会) but no account of it, and no federation reviewer: its
// administrator reviews instead, and without an administrator the submit is refused, naming the
// missing reviewer. Administrators list the records that wait without a reviewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support';
import { caller, complete, detail, FLOW, form as example, M, submittedBy, type Caller, type RecordRef } from './flow-command-support';

/** The set-up request as corp9 files it: to its own tenant's higher union. */
const form = { ...example, higherUnion: '9100' };

let stack: TestStack;
let corp9: Caller;
let savedDraft: RecordRef;

const setStatus = (id: string, status: number) => stack.db.updateTable('app_user').set({ status }).where('id', '=', id).execute();

beforeAll(async () => {
  stack = await startTestStack();
  corp9 = await caller(stack.app, 'corp9', '100001');
});
afterAll(async () => stack?.close());

const claimIds = async (who: Caller) =>
  ((await who.get(`${FLOW}/work/claim-list`)).body.data.records as { recordId: string }[]).map((t) => t.recordId);

describe('a tenant where no account can review the first stage and there is no administrator', () => {
  beforeAll(() => setStatus('9001', 0));

  it('refuses a submit with 409 naming the missing reviewer, and keeps no record', async () => {
    const sent = await corp9.post(`${M}/submit`, { body: form });
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ code: 409, success: false });
    expect(sent.body.msg).toMatch(/^未找到审核单位：第二租户街道工会/);
    expect((await corp9.get(`${M}/page`)).body.data.total).toBe(0);
  });

  it('says so in English on request', async () => {
    const sent = await corp9.post(`${M}/submit`, { body: form, headers: { 'accept-language': 'en' } });
    expect(sent.status).toBe(409);
    expect(sent.body.msg).toMatch(/^No reviewer found: 第二租户街道工会/);
  });

  it('keeps a draft, and refuses its submit leaving it a draft', async () => {
    const saved = await corp9.post(`${M}/saveDraft`, { body: form });
    expect(saved.status).toBe(200);
    savedDraft = { id: saved.body.data.id, pid: saved.body.data.processInstanceId };
    const sent = await corp9.post(`${M}/submit`, { body: { ...form, id: savedDraft.id } });
    expect(sent.status).toBe(409);
    expect(sent.body.msg).toMatch(/未找到审核单位/);
    expect((await detail(corp9, savedDraft.id)).state).toBe('draft');
  });
});

describe('a tenant where no account can review but there is an administrator', () => {
  let admin2: Caller;
  beforeAll(async () => {
    await setStatus('9001', 1);
    admin2 = await caller(stack.app, 'admin2', '100001');
  });

  it('sends the submit to the administrator, who can take it to its end', async () => {
    const ref = await submittedBy(corp9, form);
    expect(await claimIds(admin2)).toContain(ref.id);
    expect((await complete(admin2, ref, (await detail(corp9, ref.id)).openTaskId!, 'ok')).status).toBe(200);
    expect((await complete(admin2, ref, (await detail(corp9, ref.id)).openTaskId!, 'ok')).status).toBe(200);
    expect((await detail(corp9, ref.id)).state).toBe('approved');
  });

  it('sends a draft saved while there was no administrator to the administrator now', async () => {
    expect((await corp9.post(`${M}/submit`, { body: { ...form, id: savedDraft.id } })).status).toBe(200);
    expect(await claimIds(admin2)).toContain(savedDraft.id);
  });
});

describe('the list of records waiting without a reviewer', () => {
  let admin: Caller;
  let launion1: Caller;
  let corp3: Caller;
  let ref: RecordRef;
  const listed = async () =>
    ((await admin.get(`${FLOW}/work/unassigned-list`)).body.data.records as { recordId: string; candidateNames?: string[] }[]).map(
      (t) => t.recordId,
    );

  beforeAll(async () => {
    admin = await caller(stack.app, 'admin');
    launion1 = await caller(stack.app, 'launion1');
    corp3 = await caller(stack.app, 'corp3');
    ref = await submittedBy(corp3);
  });
  afterAll(() => setStatus('2004', 1));

  it('does not show a record its reviewer can take', async () => {
    expect(await listed()).not.toContain(ref.id);
  });

  it('shows a record once no account can take its task', async () => {
    await setStatus('2004', 0); // launion2, the only account of corp3's parent union
    expect(await listed()).toContain(ref.id);
  });

  it('is for administrators only', async () => {
    expect((await launion1.get(`${FLOW}/work/unassigned-list`)).status).toBe(403);
  });
});
