// The publishOnly shape on union activities (activity): a higher union publishes, no review.
import { WithStartWorkflowOperation } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { newId } from '../../db';
import { RECORD_LIFECYCLE, saveUpdate, type LifecycleInput } from '../../workflows';
import { BASIC, FLOW, login, multipartBody, SAMPLE_PDF, setup1Parties, type ApiSession } from '../support';

const p = setup1Parties();
const BASE = '/api/blade-crop/crop/activity';
const example = modules.activity!.example;

async function publish(title: string, publisher: ApiSession = p.launion1) {
  const saved = await publisher.post(`${BASE}/save`, { ...example, title });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data as { id: string; processInstanceId: string; state: string };
}

/** An attachment uploaded to the notice `id` by `session`: the status and the file's id. */
async function uploadTo(session: ApiSession, id: string) {
  const { payload, contentType } = multipartBody({ id }, { name: '路线图.pdf', type: 'application/pdf', content: SAMPLE_PDF });
  const res = await p.stack.app.inject({
    method: 'POST',
    url: `${BASE}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.body, fileId: res.statusCode === 200 ? (res.json().data.id as string) : null };
}

const idsOn = async (reader: ApiSession) =>
  ((await reader.get(`${BASE}/page`, { size: '100' })).body.data.records as { id: string }[]).map((r) => r.id);

const eventsOf = async (pid: string) =>
  (await p.launion1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: pid })).body.data as {
    type: string;
    comment: string | null;
    form: Record<string, unknown> | null;
  }[];

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

describe('the list of one kind of notice', () => {
  it('holds the notices of that category only, for a reader and in the export', async () => {
    const sports = (await p.launion1.post(`${BASE}/save`, { ...example, title: '职工篮球赛', category: '体育' })).body.data.id;
    const culture = (await p.launion1.post(`${BASE}/save`, { ...example, title: '职工书法展', category: '文化' })).body.data.id;
    const page = await p.corp1.get(`${BASE}/page`, { size: '100', category: '文化' });
    expect(page.status).toBe(200);
    const ids = (page.body.data.records as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(culture);
    expect(ids).not.toContain(sports);
    expect((await p.corp1.get(`${BASE}/exportList`, { category: '文化' })).status).toBe(200);
  });

  it('is not a filter of a module that lists no kinds: 400 naming the key', async () => {
    const answer = await p.corp1.get('/api/blade-crop/crop/setup1/page', { category: '体育' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.data)).toContain('category');
  });
});

describe('the publishers of a notice', () => {
  it('include the federation, whose notice every union reads', async () => {
    const published = await publish('全区职工乒乓球比赛', p.federation);
    expect(published.state).toBe('approved');
    for (const account of ['corp1', 'corp3', 'launion2'] as const) {
      expect(await idsOn(await login(p.stack.app, account)), account).toContain(published.id);
    }
  });

  it('include an administrator', async () => {
    const admin = await login(p.stack.app, 'admin');
    const published = await publish('全区职工书法作品展', admin);
    expect(await idsOn(p.corp1)).toContain(published.id);
  });
});

describe('revoking (撤回) a published notice', () => {
  it('offers its publisher revise and revoke, and a reader nothing', async () => {
    const published = await publish('职工羽毛球赛一');
    expect((await p.launion1.get(`${BASE}/detail`, { id: published.id })).body.data.actions).toEqual(['revise', 'revoke']);
    expect((await p.corp1.get(`${BASE}/detail`, { id: published.id })).body.data.actions).toEqual([]);
  });

  it('takes it out of the lists and details of the unions below, with the reason in its history', async () => {
    const published = await publish('职工羽毛球赛二');
    const corp2 = await login(p.stack.app, 'corp2');
    expect(await idsOn(p.corp1)).toContain(published.id);
    const revoked = await p.launion1.post(`${BASE}/revoke`, { id: published.id, reason: '场馆检修，活动取消' });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data.state).toBe('cancelled');
    for (const reader of [p.corp1, corp2]) {
      expect(await idsOn(reader)).not.toContain(published.id);
      expect((await reader.get(`${BASE}/detail`, { id: published.id })).status).toBe(404);
    }
    expect((await eventsOf(published.processInstanceId)).at(-1)).toMatchObject({ type: 'cancelled', comment: '场馆检修，活动取消' });
  });

  it('is refused to a union that did not publish it (403), and the notice stays', async () => {
    const published = await publish('职工羽毛球赛三');
    for (const stranger of [p.corp1, p.federation]) {
      expect((await stranger.post(`${BASE}/revoke`, { id: published.id, reason: '撤回' })).status).toBe(403);
    }
    expect(await idsOn(p.corp1)).toContain(published.id);
    expect((await eventsOf(published.processInstanceId)).map((e) => e.type)).toEqual(['flow.started', 'submitted', 'approved']);
  });

  it('answers 409 to a second revocation, which changes nothing', async () => {
    const published = await publish('职工羽毛球赛四');
    expect((await p.launion1.post(`${BASE}/revoke`, { id: published.id, reason: '取消' })).status).toBe(200);
    const before = await eventsOf(published.processInstanceId);
    expect((await p.launion1.post(`${BASE}/revoke`, { id: published.id, reason: '再次取消' })).status).toBe(409);
    expect(await eventsOf(published.processInstanceId)).toEqual(before);
  });

  it('answers 409 to revoking a draft, which stays a draft', async () => {
    // activity has no draft call: the publisher's draft is saved through its flow directly.
    const launion1 = await p.stack.db
      .selectFrom('app_user')
      .select(['id', 'name'])
      .where('account', '=', 'launion1')
      .executeTakeFirstOrThrow();
    const recordId = newId();
    const input: LifecycleInput = {
      tenantId: '000000',
      module: 'activity',
      recordId,
      processInstanceId: `activity-${recordId}`,
      applicant: { id: String(launion1.id), name: launion1.name },
      union: { id: '1100', name: '中关村街道工会', path: '/1000/1100/' },
      model: 'published',
      stages: [],
      draftTtlMs: 3_600_000,
      publishOnly: true,
    };
    const actor = {
      id: String(launion1.id),
      name: launion1.name,
      unionId: '1100',
      unionName: '中关村街道工会',
      ident: 'launion',
      roles: ['launion'],
    };
    await p.stack.client.workflow.executeUpdateWithStart(saveUpdate, {
      args: [{ form: example, title: '草稿中的活动' }, actor],
      startWorkflowOperation: new WithStartWorkflowOperation(RECORD_LIFECYCLE, {
        workflowId: input.processInstanceId,
        taskQueue: p.stack.taskQueue,
        args: [input],
        workflowIdConflictPolicy: 'USE_EXISTING',
      }),
    });
    const revoked = await p.launion1.post(`${BASE}/revoke`, { id: recordId, reason: '撤回' });
    expect(revoked.status).toBe(409);
    const detail = await p.launion1.get(`${BASE}/detail`, { id: recordId });
    expect(detail.body.data.state).toBe('draft');
    expect((await eventsOf(input.processInstanceId)).map((e) => e.type)).toEqual(['flow.started', 'draft.saved']);
  });

  it('needs a reason: 400 naming the field', async () => {
    const published = await publish('职工羽毛球赛五');
    const answer = await p.launion1.post(`${BASE}/revoke`, { id: published.id, reason: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'reason', rule: 'required', message: '请填写撤回原因' });
    expect(await idsOn(p.corp1)).toContain(published.id);
  });
});

describe('revising a published notice', () => {
  it('republishes it with the new content: readers see it, the history keeps both', async () => {
    const published = await publish('职工健步走活动四');
    const revised = await p.launion1.post(`${BASE}/save`, {
      ...example,
      id: published.id,
      title: '职工健步走活动四（改期）',
      venue: '玉渊潭公园',
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    expect(revised.body.data.state).toBe('approved');
    const detail = await p.corp1.get(`${BASE}/detail`, { id: published.id });
    expect(detail.body.data).toMatchObject({ state: 'approved', title: '职工健步走活动四（改期）' });
    expect(JSON.stringify(detail.body.data)).toContain('玉渊潭公园');
    const history = await eventsOf(published.processInstanceId);
    expect(history.map((e) => e.type)).toEqual(['flow.started', 'submitted', 'approved', 'published.revised']);
    // Both versions stay readable: the first as submitted, the correction as revised.
    expect(history[1]!.form).toMatchObject({ venue: example.venue });
    expect(history[3]!.form).toMatchObject({ venue: '玉渊潭公园', title: '职工健步走活动四（改期）' });
  });

  it('is refused to a reader (403), and the notice stays as published', async () => {
    const published = await publish('职工健步走活动六');
    expect((await p.corp1.post(`${BASE}/save`, { ...example, id: published.id, title: '企业工会改的名称' })).status).toBe(403);
    expect((await p.corp1.get(`${BASE}/detail`, { id: published.id })).body.data.title).toBe('职工健步走活动六');
  });

  it('takes a new attachment from its publisher, who may revise it (the table’s revise), and refuses a reader’s (403)', async () => {
    const published = await publish('职工健步走活动八');
    const answer = await uploadTo(p.launion1, published.id);
    expect(answer.status, answer.body).toBe(200);
    const revised = await p.launion1.post(`${BASE}/save`, { ...example, id: published.id, files: { plan: [answer.fileId] } });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    expect((await p.corp1.get(`${BASE}/detail`, { id: published.id })).body.data.form.files).toEqual({ plan: [answer.fileId] });
    expect((await uploadTo(p.corp1, published.id)).status).toBe(403);
  });

  it('takes no attachment once revoked (409)', async () => {
    const published = await publish('职工健步走活动九');
    expect((await p.launion1.post(`${BASE}/revoke`, { id: published.id, reason: '活动取消' })).status).toBe(200);
    expect((await uploadTo(p.launion1, published.id)).status).toBe(409);
  });

  it('checks the revised form like the first: 400 naming the field, nothing changes', async () => {
    const published = await publish('职工健步走活动七');
    const revised = await p.launion1.post(`${BASE}/save`, { ...example, id: published.id, venue: '' });
    expect(revised.status).toBe(400);
    expect(revised.body.data.errors.map((e: { field: string }) => e.field)).toContain('venue');
    expect((await eventsOf(published.processInstanceId)).map((e) => e.type)).toEqual(['flow.started', 'submitted', 'approved']);
  });
});
