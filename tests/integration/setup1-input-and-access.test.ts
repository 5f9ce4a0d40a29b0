import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, startTestStack, type ApiSession, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const form = modules.setup1!.example;

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

const recordCount = async () =>
  Number(
    (
      await stack.db
        .selectFrom('record')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('form validation', () => {
  it('rejects a credit code with a wrong check character, naming the field and rule in Chinese', async () => {
    const before = await recordCount();
    const answer = await corp1.post(`${M}/submit`, { ...form, creditCode: '91350100M000100Y42' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'creditCode', rule: 'uscc' });
    expect(answer.body.msg).toBe('统一社会信用代码不是有效的统一社会信用代码(校验位不符)');
    expect(await recordCount()).toBe(before);
  });

  it('answers in English when the request asks for it', async () => {
    const answer = await corp1.post(`${M}/submit`, { ...form, leaderMobile: '12345' });
    expect(answer.status).toBe(400);
    const en = await stack.app.inject({
      method: 'POST',
      url: `${M}/submit`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en' },
      payload: { ...form, leaderMobile: '12345' },
    });
    expect(en.json().msg).toBe('Mobile phone is not a valid mobile number');
  });

  it('lets a draft be saved half-filled but not submitted', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, { unionName: '半成品工会' });
    expect(saved.status).toBe(200);
    const answer = await corp1.post(`${M}/submit`, { unionName: '半成品工会', id: saved.body.data.id });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e: { field: string }) => e.field)).toContain('creditCode');
    expect((await corp1.get(`${M}/detail`, { id: saved.body.data.id })).body.data.state).toBe('draft');
  });

  it('rejects female employees above the employee count', async () => {
    const answer = await corp1.post(`${M}/saveDraft`, { ...form, employeeCount: 10, femaleEmployeeCount: 11 });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'femaleEmployeeCount', rule: 'notAbove' });
  });

  it('rejects a region that is not in the region tree', async () => {
    const answer = await corp1.post(`${M}/saveDraft`, { ...form, regionCode: '990000' });
    expect(answer.body.data.errors[0]).toMatchObject({ field: 'regionCode', rule: 'region' });
  });

  it('rejects fields the form does not have, such as a state or tenant', async () => {
    for (const extra of [{ state: 'approved' }, { tenantId: '100001' }, { processInstanceId: 'x' }]) {
      const answer = await corp1.post(`${M}/saveDraft`, { ...form, ...extra });
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors[0].rule).toBe('unknown');
    }
  });

  it('rejects an id that was neither reserved by the caller nor an existing record', async () => {
    expect((await corp1.post(`${M}/saveDraft`, { ...form, id: '123456789' })).status).toBe(404);
  });

  it('accepts an id reserved with getid', async () => {
    const id = (await corp1.get(`${M}/getid`)).body.data as string;
    const saved = await corp1.post(`${M}/saveDraft`, { ...form, id });
    expect(saved.status).toBe(200);
    expect(saved.body.data.id).toBe(id);
  });
});

describe('lists', () => {
  it('answers the page envelope with paging fields', async () => {
    const answer = await corp1.get(`${M}/page`, { current: '1', size: '10', descs: 'createTime' });
    expect(answer.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(Object.keys(answer.body.data).sort()).toEqual(['current', 'pages', 'records', 'searchCount', 'size', 'total']);
  });

  it('refuses sort fields off the allow-list, SQL included', async () => {
    for (const descs of ['password', 'create_time;drop table record', 'tenant_id', '1']) {
      const answer = await corp1.get(`${M}/page`, { descs });
      expect(answer.status, descs).toBe(400);
    }
  });

  it('refuses unknown query keys and sizes above the cap', async () => {
    expect((await corp1.get(`${M}/page`, { tenantId: '100001' })).status).toBe(400);
    expect((await corp1.get(`${M}/page`, { size: '1001' })).status).toBe(400);
  });

  it('filters on the create time range', async () => {
    const answer = await corp1.get(`${M}/page`, { createTimeBegin: '2000-01-01 00:00:00', createTimeEnd: '2000-12-31 23:59:59' });
    expect(answer.body.data.total).toBe(0);
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    const res = await stack.app.inject({ method: 'GET', url: `${M}/page`, headers: { authorization: BASIC } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, success: false });
  });

  it('refuses a token in the query string', async () => {
    const res = await stack.app.inject({ method: 'GET', url: `${M}/page?access_token=${corp1.token}`, headers: { authorization: BASIC } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    const [h, p] = corp1.token.split('.');
    const res = await stack.app.inject({
      method: 'GET',
      url: `${M}/page`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${h}.${p}.` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('hides one corp’s draft from a sibling corp and from another tenant', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    const id = saved.body.data.id;
    const corp2 = await login(stack.app, 'corp2');
    const corp9 = await login(stack.app, 'corp9', '100001');
    for (const other of [corp2, corp9]) {
      expect((await other.get(`${M}/detail`, { id })).status).toBe(404);
      expect((await other.post(`${M}/saveDraft`, { ...form, id })).status).toBe(404);
      const page = await other.get(`${M}/page`);
      expect(page.body.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
    }
  });

  it('keeps drafts from the parent launion until they are submitted', async () => {
    const saved = await corp1.post(`${M}/saveDraft`, form);
    const launion1 = await login(stack.app, 'launion1');
    expect((await launion1.get(`${M}/detail`, { id: saved.body.data.id })).status).toBe(404);
    await corp1.post(`${M}/submit`, { ...form, id: saved.body.data.id });
    expect((await launion1.get(`${M}/detail`, { id: saved.body.data.id })).status).toBe(200);
  });

  it('refuses a wrong client secret at login with error_description', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('web:wrong').toString('base64')}` },
      payload: { grant_type: 'password', username: 'corp1', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_description).toBe('客户端认证失败');
  });

  it('refuses a wrong password with error_description', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000' },
      payload: { grant_type: 'password', username: 'corp1', password: 'e10adc3949ba59abbe56e057f20f883e' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('用户名或密码不正确');
  });

  it('answers the login with the fields of the specification', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=corp1&password=${(await import('../../db')).clientPasswordDigest('Demo-Passw0rd!')}&tenantId=000000&scope=all&type=account`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'account',
      'user_name',
      'nick_name',
      'role_name',
      'avatar',
      'access_token',
      'refresh_token',
      'token_type',
      'expires_in',
      'license',
      'user_id',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.detail.ident).toBe('corp');
  });
});
