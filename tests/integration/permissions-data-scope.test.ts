import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import type { DataScopeType } from '../../db';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const form = modules.setup1!.example;

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;
let corp1Record: string;
let corp3Record: string;
let corp2Draft: string;

const idsOnPage = async (session: ApiSession) =>
  ((await session.get(`${M}/page`, { size: '100' })).body.data.records as { id: string }[]).map((r) => r.id);

/** Replaces the data scopes of the tenant-000000 role `alias` with those of the given types (through the API). */
async function grantDataScopes(alias: string, types: DataScopeType[]) {
  const role = await stack.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', '000000')
    .where('role_alias', '=', alias)
    .executeTakeFirstOrThrow();
  const scopes = types.length
    ? await stack.db.selectFrom('data_scope').select('id').where('resource_code', '=', 'record').where('scope_type', 'in', types).execute()
    : [];
  const answer = await admin.post('/api/blade-system/role/grant', {
    roleIds: [String(role.id)],
    dataScopeIds: scopes.map((s) => String(s.id)),
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
  corp1Record = (await corp1.post(`${M}/submit`, form)).body.data.id;
  corp3Record = (await (await login(stack.app, 'corp3')).post(`${M}/submit`, form)).body.data.id;
  corp2Draft = (await (await login(stack.app, 'corp2')).post(`${M}/saveDraft`, form)).body.data.id;
});
afterAll(async () => stack?.close());

describe('record data scopes as seeded', () => {
  it('shows an enterprise union its own records and no sibling’s', async () => {
    const ids = await idsOnPage(corp1);
    expect(ids).toContain(corp1Record);
    expect(ids).not.toContain(corp2Draft);
    expect(ids).not.toContain(corp3Record);
  });

  it('shows a higher-level union the submitted records of the unions below it and nothing else', async () => {
    const ids = await idsOnPage(await login(stack.app, 'launion1'));
    expect(ids).toContain(corp1Record);
    expect(ids).not.toContain(corp3Record);
    expect(ids).not.toContain(corp2Draft);
  });

  it('shows the federation every submitted record of the tenant but no draft', async () => {
    const ids = await idsOnPage(await login(stack.app, 'federation'));
    expect(ids).toEqual(expect.arrayContaining([corp1Record, corp3Record]));
    expect(ids).not.toContain(corp2Draft);
  });

  it('shows another tenant nothing, even with the tenant-wide scope', async () => {
    const admin2 = await login(stack.app, 'admin2', '100001');
    expect(await idsOnPage(admin2)).toEqual([]);
    expect((await admin2.get(`${M}/detail`, { id: corp1Record })).status).toBe(404);
  });
});

describe('changing a role’s data scope', () => {
  it('narrows a higher-level union to its own union at once, lists and details alike', async () => {
    const launion1 = await login(stack.app, 'launion1');
    // A record both reviewers approved: only the data scope shows it to launion1.
    const sent = (await corp1.post(`${M}/submit`, form)).body.data as { id: string; processInstanceId: string };
    for (const reviewer of [launion1, await login(stack.app, 'federation')]) {
      const taskId = (await corp1.get(`${M}/detail`, { id: sent.id })).body.data.openTaskId as string;
      const answer = await reviewer.post('/api/blade-flow/work/complete-task', {
        taskId,
        processInstanceId: sent.processInstanceId,
        flag: 'ok',
        comment: '同意',
      });
      expect(answer.status).toBe(200);
    }
    await grantDataScopes('launion', ['union']);
    expect(await idsOnPage(launion1)).not.toContain(sent.id);
    expect((await launion1.get(`${M}/detail`, { id: sent.id })).status).toBe(404);
    // A record whose open task waits for launion1 stays in its sight: a reviewer sees what it reviews.
    expect((await launion1.get(`${M}/detail`, { id: corp1Record })).status).toBe(200);
    await grantDataScopes('launion', ['union_tree']);
    expect(await idsOnPage(launion1)).toContain(sent.id);
  });

  it('limits an account with the own scope to the records it applied for', async () => {
    const corp1Row = await stack.db.selectFrom('app_user').selectAll().where('account', '=', 'corp1').executeTakeFirstOrThrow();
    await stack.db
      .insertInto('app_user')
      .values({
        ...corp1Row,
        id: '2901',
        account: 'corp1b',
        name: '智联科技工会(二)',
        real_name: '智联科技工会(二)',
        create_time: undefined,
      })
      .execute();
    const corpRole = await stack.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', '000000')
      .where('role_alias', '=', 'corp')
      .executeTakeFirstOrThrow();
    await stack.db
      .insertInto('user_role')
      .values({ user_id: '2901', role_id: String(corpRole.id), tenant_id: '000000' })
      .execute();
    const corp1b = await login(stack.app, 'corp1b');
    expect(await idsOnPage(corp1b)).toContain(corp1Record);

    await grantDataScopes('corp', ['own']);
    expect(await idsOnPage(corp1b)).not.toContain(corp1Record);
    expect(await idsOnPage(corp1)).toContain(corp1Record);
    await grantDataScopes('corp', ['union']);
  });

  it('lets the widest of several granted scopes win', async () => {
    await grantDataScopes('federation', ['own', 'tenant']);
    expect(await idsOnPage(await login(stack.app, 'federation'))).toEqual(expect.arrayContaining([corp1Record, corp3Record]));
  });

  it('leaves a role with no data scope only the records its accounts applied for', async () => {
    await grantDataScopes('federation', []);
    expect(await idsOnPage(await login(stack.app, 'federation'))).toEqual([]);
    await grantDataScopes('federation', ['tenant']);
  });
});
