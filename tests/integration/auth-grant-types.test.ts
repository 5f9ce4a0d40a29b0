// Item 4 of issue 8: the grant type is named, the client record says which grants it may use, and
// every grant that can guess at an account counts towards that account's lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest, hashPassword } from '../../db';
import { startTestStack, type TestStack } from '../support';
import { call, lastCode, setPhone } from './accounts-support';
import { RIGHT_PASSWORD, TOKEN_URL, tokenRequest } from './auth-support';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000' } });
  await setPhone(stack.db, 'corp2', '13800002222');
});
afterAll(async () => stack?.close());

describe('the grant type of a token request', () => {
  it('answers 400 naming grant_type when the request has none, instead of logging in with the password', async () => {
    const res = await tokenRequest(stack.app, { username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000' });
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '参数grant_type不符合规则' } });
  });

  it('answers 400 naming grant_type for a grant type nobody knows', async () => {
    const res = await tokenRequest(stack.app, { grant_type: 'implicit', username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000' });
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '参数grant_type不符合规则' } });
  });

  it('answers in English when asked', async () => {
    const res = await tokenRequest(
      stack.app,
      { username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.body.error_description).toBe('Parameter grant_type is not valid');
  });

  it('refuses a grant the client record does not authorise, as unauthorized_client', async () => {
    await stack.db
      .insertInto('oauth_client')
      .values({
        client_id: 'refresher',
        secret_hash: await hashPassword('refresher-secret'),
        access_token_validity: 3600,
        refresh_token_validity: 3600,
        authorized_grant_types: 'refresh_token',
      })
      .execute();
    const res = await stack.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: `Basic ${Buffer.from('refresher:refresher-secret').toString('base64')}` },
      payload: { grant_type: 'password', username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 400, error_description: '该客户端不允许使用此授权类型' });
  });
});

describe('wrong SMS codes count towards the lock', () => {
  it('locks the account for the source that sent five wrong SMS codes, for the password grant too', async () => {
    const source = '203.0.113.40';
    expect((await call(stack.app, 'GET', '/api/blade-crop/public/sendLogin', { query: { phone: '13800002222' }, ip: source })).status).toBe(
      200,
    );
    const code = await lastCode(stack.db, '13800002222');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await tokenRequest(
        stack.app,
        { grant_type: 'smscode', phone: '13800002222', code: wrong, tenantId: '000000' },
        { remoteAddress: source },
      );
    }
    const password = { grant_type: 'password', username: 'corp2', password: RIGHT_PASSWORD, tenantId: '000000' };
    const locked = await tokenRequest(stack.app, password, { remoteAddress: source });
    expect(locked).toEqual({ status: 429, body: { error_code: 429, error_description: '账号已锁定,请15分钟后再试' } });
    // Another source is not affected.
    expect((await tokenRequest(stack.app, password, { remoteAddress: '203.0.113.41' })).status).toBe(200);
  });

  it('does not count a wrong password of another account against this one', async () => {
    const source = '203.0.113.42';
    for (let i = 0; i < 5; i++) {
      await tokenRequest(
        stack.app,
        { grant_type: 'password', username: 'corp3', password: clientPasswordDigest('wrong'), tenantId: '000000' },
        { remoteAddress: source },
      );
    }
    const res = await tokenRequest(
      stack.app,
      { grant_type: 'password', username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000' },
      { remoteAddress: source },
    );
    expect(res.status).toBe(200);
  });
});
