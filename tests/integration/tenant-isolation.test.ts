import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { createDb, withTenant, type Database } from '../../db';
import { BASIC, login, multipartBody, SAMPLE_PDF, startTestStack, type ApiSession, type TestStack } from '../support';
import type { Kysely } from 'kysely';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

let stack: TestStack;
let corp1: ApiSession;
let corp9: ApiSession;
let admin2: ApiSession;
let appDb: Kysely<Database>;
let record: { id: string; processInstanceId: string; openTaskId: string; attachmentId: string };

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  corp9 = await login(stack.app, 'corp9', '100001');
  admin2 = await login(stack.app, 'admin2', '100001');
  const id = (await corp1.get(`${M}/getid`)).body.data as string;
  const { payload, contentType } = multipartBody({ id }, { name: 'a.pdf', type: 'application/pdf', content: SAMPLE_PDF });
  const uploaded = await stack.app.inject({
    method: 'POST',
    url: `${M}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'content-type': contentType },
    payload,
  });
  const submitted = await corp1.post(`${M}/submit`, { ...form, id, attachments: [uploaded.json().data.id] });
  const detail = (await corp1.get(`${M}/detail`, { id: submitted.body.data.id })).body.data;
  record = { id, processInstanceId: detail.processInstanceId, openTaskId: detail.openTaskId, attachmentId: uploaded.json().data.id };
  appDb = createDb((stack.config.databaseUrl ?? process.env.TEST_DATABASE_URL)!, { appRole: true });
});
afterAll(async () => {
  await appDb?.destroy();
  await stack?.close();
});

describe('two tenants', () => {
  it('keep each other’s records out of lists', async () => {
    for (const other of [corp9, admin2]) {
      const page = await other.get(`${M}/page`);
      expect(page.body.data.records.map((r: { id: string }) => r.id)).not.toContain(record.id);
      const sent = await other.get(`${FLOW}/work/send-list`);
      expect(sent.body.data.total).toBe(0);
      const claim = await other.get(`${FLOW}/work/claim-list`);
      expect(claim.body.data.total).toBe(0);
    }
  });

  it('answer 404 for the other tenant’s record, preview, documents, attachment and history', async () => {
    expect((await corp9.get(`${M}/detail`, { id: record.id })).status).toBe(404);
    expect((await corp9.get(`${M}/review`, { id: record.id })).status).toBe(404);
    expect((await corp9.post(`${M}/downloadfile`, undefined, { id: record.id })).status).toBe(404);
    expect((await corp9.get(`${M}/attachment`, { id: record.attachmentId })).status).toBe(404);
    expect((await admin2.get(`${FLOW}/process/history-flow-list`, { processInstanceId: record.processInstanceId })).status).toBe(404);
  });

  it('refuse workflow calls on the other tenant’s flow and change nothing', async () => {
    const before = await stack.db
      .selectFrom('flow_event')
      .select('seq')
      .where('process_instance_id', '=', record.processInstanceId)
      .execute();
    expect((await corp9.get(`${M}/rebackFlow`, { processInstanceId: record.processInstanceId })).status).toBe(404);
    expect((await corp9.get(`${M}/removeFlow`, { id: record.id, processInstanceId: record.processInstanceId, reason: 'x' })).status).toBe(
      404,
    );
    expect((await corp9.post(`${M}/remove`, undefined, { ids: record.id })).status).toBe(404);
    expect((await corp9.post(`${M}/resubmit`, { ...form, id: record.id })).status).toBe(404);
    expect((await admin2.post(`${FLOW}/work/claim-task`, undefined, { taskId: record.openTaskId })).status).toBe(404);
    expect(
      (
        await admin2.post(`${FLOW}/work/complete-task`, {
          taskId: record.openTaskId,
          processInstanceId: record.processInstanceId,
          flag: 'ok',
          comment: '',
        })
      ).status,
    ).toBe(404);
    const after = await stack.db
      .selectFrom('flow_event')
      .select('seq')
      .where('process_instance_id', '=', record.processInstanceId)
      .execute();
    expect(after).toEqual(before);
  });

  it('refuse an upload to the other tenant’s record', async () => {
    const { payload, contentType } = multipartBody({ id: record.id }, { name: 'b.pdf', type: 'application/pdf', content: SAMPLE_PDF });
    const res = await stack.app.inject({
      method: 'POST',
      url: `${M}/uploads`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp9.token}`, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('row-level security', () => {
  it('shows a query that forgot the tenant filter only its own tenant’s rows', async () => {
    const rows = await withTenant('100001', () => appDb.selectFrom('record').select('tenant_id').execute());
    expect(rows.every((r) => r.tenant_id === '100001')).toBe(true);
    const mine = await withTenant('000000', () => appDb.selectFrom('record').select('id').execute());
    expect(mine.map((r) => String(r.id))).toContain(record.id);
  });

  it('shows nothing outside any tenant scope', async () => {
    expect(await appDb.selectFrom('app_user').select('id').execute()).toEqual([]);
    expect(await appDb.selectFrom('flow_event').select('id').execute()).toEqual([]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant('100001', () =>
        appDb
          .insertInto('id_reservation')
          .values({ id: '42', tenant_id: '000000', module: 'setup1', user_id: '9002', create_time: new Date() })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('binds the app role even on a superuser login', async () => {
    const role = await sql<{ current_user: string }>`select current_user`.execute(appDb);
    expect(role.rows[0]?.current_user).toBe('union_portal_app');
  });
});
