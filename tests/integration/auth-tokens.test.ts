import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createStorage } from '../../services';
import { hashPassword, clientPasswordDigest } from '../../db';
import { BASIC, login, startTestStack, type TestStack } from '../support';
import { claimsOf, getWith, passwordLogin, refreshWith, RIGHT_PASSWORD, signHs256, tokenRequest, unsigned } from './auth-support';

const USER_INFO = '/api/blade-auth/oauth/user-info';
const LOGOUT = '/api/blade-auth/oauth/logout';
const CORP1 = '2005';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000' } });
});
afterAll(async () => stack?.close());

const userInfo = (token: string) => getWith(stack.app, USER_INFO, token);
const now = () => Math.floor(Date.now() / 1000);

describe('the token answer', () => {
  it('has exactly the fields of the specification plus tenant_id', async () => {
    const answer = await passwordLogin(stack.app, 'corp1');
    expect(Object.keys(answer).sort()).toEqual(
      [
        'access_token',
        'account',
        'avatar',
        'detail',
        'expires_in',
        'license',
        'nick_name',
        'refresh_token',
        'role_name',
        'tenant_id',
        'token_type',
        'user_id',
        'user_name',
      ].sort(),
    );
    expect(answer).toMatchObject({
      account: 'corp1',
      user_name: 'corp1',
      user_id: CORP1,
      tenant_id: '000000',
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(answer.detail.ident).toBe('corp');
  });

  it('names only the account and its session in the token, never its roles', async () => {
    const answer = await passwordLogin(stack.app, 'admin');
    expect(Object.keys(claimsOf(answer.access_token)).sort()).toEqual(['exp', 'iat', 'jti', 'sid', 'sub', 'tid', 'typ']);
  });

  it('answers user-info in the shape of the session userInfo', async () => {
    const { access_token } = await passwordLogin(stack.app, 'launion1');
    const info = await userInfo(access_token);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      user_id: '2003',
      user_name: 'launion1',
      avatar: '',
      oauth_id: '',
      tenant_id: '000000',
      real_name: '中关村街道工会',
      detail: { ident: 'launion', unionId: '1100', unionName: '中关村街道工会联合会' },
    });
    expect(Array.isArray(info.body.data.roles)).toBe(true);
  });
});

describe('the token endpoint', () => {
  it('refuses a grant type the client may not use', async () => {
    await stack.db
      .updateTable('oauth_client')
      .set({ authorized_grant_types: 'captcha,refresh_token' })
      .where('client_id', '=', 'web')
      .execute();
    try {
      const res = await tokenRequest(stack.app, {
        grant_type: 'password',
        username: 'corp1',
        password: RIGHT_PASSWORD,
        tenantId: '000000',
      });
      expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '该客户端不允许使用此授权类型' } });
    } finally {
      await stack.db
        .updateTable('oauth_client')
        .set({ authorized_grant_types: 'captcha,password,refresh_token,smscode,social' })
        .where('client_id', '=', 'web')
        .execute();
    }
  });

  it('takes the parameters in the query string, as the console sends them', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000' },
      query: { grant_type: 'password', username: 'corp1', password: RIGHT_PASSWORD, tenantId: '000000', scope: 'all', type: 'account' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toBe('corp1');
  });

  it('refuses an unknown grant type, naming grant_type', async () => {
    const res = await tokenRequest(stack.app, { grant_type: 'implicit', tenantId: '000000' });
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '参数grant_type不符合规则' } });
  });

  it('answers an unknown parameter in the OAuth shape, naming it', async () => {
    const res = await tokenRequest(stack.app, {
      grant_type: 'password',
      username: 'corp1',
      password: RIGHT_PASSWORD,
      role: 'administrator',
    });
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '参数role不符合规则' } });
  });

  it('refuses a client with a wrong secret before looking at the grant', async () => {
    const res = await tokenRequest(
      stack.app,
      { grant_type: 'password', username: 'corp1', password: RIGHT_PASSWORD },
      { headers: { authorization: `Basic ${Buffer.from('web:wrong').toString('base64')}` } },
    );
    expect(res).toEqual({ status: 401, body: { error_code: 401, error_description: '客户端认证失败' } });
  });
});

describe('tokens the guard refuses', () => {
  it('refuses a token with alg none', async () => {
    const real = claimsOf((await passwordLogin(stack.app, 'corp1')).access_token);
    expect((await userInfo(unsigned(real))).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const real = claimsOf((await passwordLogin(stack.app, 'corp1')).access_token);
    const forged = signHs256(real, 'bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject');
    expect((await userInfo(forged)).status).toBe(401);
  });

  it('refuses an expired token signed with the right key', async () => {
    const real = claimsOf((await passwordLogin(stack.app, 'corp1')).access_token);
    const expired = signHs256({ ...real, iat: now() - 7200, exp: now() - 10 }, stack.config.jwtSecret);
    expect((await userInfo(expired)).status).toBe(401);
    const fresh = signHs256({ ...real, iat: now(), exp: now() + 600 }, stack.config.jwtSecret);
    expect((await userInfo(fresh)).status).toBe(200);
  });

  it('refuses a token without an expiry even when signed with the right key', async () => {
    const { exp: _exp, ...real } = claimsOf((await passwordLogin(stack.app, 'corp1')).access_token);
    expect((await userInfo(signHs256(real, stack.config.jwtSecret))).status).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh_token } = await passwordLogin(stack.app, 'corp1');
    expect((await userInfo(refresh_token)).status).toBe(401);
  });

  it('refuses an access token used as a refresh token', async () => {
    const { access_token } = await passwordLogin(stack.app, 'corp1');
    const answer = await refreshWith(stack.app, access_token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error_code: 401, error_description: '刷新令牌无效或已过期' });
  });

  it('refuses a token whose session belongs to another account', async () => {
    const corp = claimsOf((await passwordLogin(stack.app, 'corp1')).access_token);
    const admin = claimsOf((await passwordLogin(stack.app, 'admin')).access_token);
    const mixed = signHs256({ ...admin, sid: corp.sid }, stack.config.jwtSecret);
    expect((await userInfo(mixed)).status).toBe(401);
  });

  it('refuses a token passed in the query string', async () => {
    const { access_token } = await passwordLogin(stack.app, 'corp1');
    const res = await stack.app.inject({ method: 'GET', url: `${USER_INFO}?access_token=${access_token}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('trades a refresh token for a new pair within the same session', async () => {
    const first = await passwordLogin(stack.app, 'corp1');
    const second = await refreshWith(stack.app, first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.body.access_token).sid).toBe(claimsOf(first.access_token).sid);
    expect((await userInfo(second.body.access_token)).status).toBe(200);
    expect((await refreshWith(stack.app, second.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole session when a used refresh token is presented again', async () => {
    const first = await passwordLogin(stack.app, 'corp1');
    const second = await refreshWith(stack.app, first.refresh_token);
    expect((await userInfo(second.body.access_token)).status).toBe(200);

    const replay = await refreshWith(stack.app, first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error_description).toBe('刷新令牌已被使用,登录已失效,请重新登录');
    expect((await userInfo(second.body.access_token)).status).toBe(401);
    expect((await userInfo(first.access_token)).status).toBe(401);
    expect((await refreshWith(stack.app, second.body.refresh_token)).status).toBe(401);
    const session = await stack.db
      .selectFrom('auth_session')
      .select('revoke_reason')
      .where('id', '=', claimsOf(first.access_token).sid)
      .executeTakeFirstOrThrow();
    expect(session.revoke_reason).toBe('refresh_replay');
  });

  it('lets only one of two parallel refreshes with the same token win, and treats the other as a replay', async () => {
    const first = await passwordLogin(stack.app, 'corp1');
    const answers = await Promise.all([refreshWith(stack.app, first.refresh_token), refreshWith(stack.app, first.refresh_token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('answers in English when asked', async () => {
    const res = await tokenRequest(
      stack.app,
      { grant_type: 'refresh_token', refresh_token: 'not-a-token' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.body.error_description).toBe('The refresh token is invalid or has expired');
  });
});

describe('ending a session', () => {
  it('stops the access and the refresh token at once on logout', async () => {
    const { access_token, refresh_token } = await passwordLogin(stack.app, 'corp1');
    expect((await getWith(stack.app, LOGOUT, access_token)).status).toBe(200);
    expect((await userInfo(access_token)).status).toBe(401);
    expect((await refreshWith(stack.app, refresh_token)).status).toBe(401);
  });

  it('keeps the account’s other sessions after a logout', async () => {
    const phone = await passwordLogin(stack.app, 'corp2');
    const desk = await passwordLogin(stack.app, 'corp2');
    await getWith(stack.app, LOGOUT, desk.access_token);
    expect((await userInfo(phone.access_token)).status).toBe(200);
  });

  it('refuses tokens of sessions begun before a password change, on every path', async () => {
    const before = await passwordLogin(stack.app, 'corp3');
    expect((await userInfo(before.access_token)).status).toBe(200);
    const digest = clientPasswordDigest('New-Passw0rd!');
    await stack.db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(digest), password_changed_at: sql<Date>`now()` })
      .where('id', '=', '2007')
      .execute();
    // The change reaches the cache through NOTIFY on commit: a moment, not a request.
    await expect.poll(async () => (await userInfo(before.access_token)).status, { timeout: 3000, interval: 50 }).toBe(401);
    expect((await refreshWith(stack.app, before.refresh_token)).status).toBe(401);
    const after = await tokenRequest(stack.app, { grant_type: 'password', username: 'corp3', password: digest, tenantId: '000000' });
    expect(after.status).toBe(200);
    expect((await userInfo(after.body.access_token)).status).toBe(200);
  });

  it('refuses tokens of an account that was disabled', async () => {
    const { access_token, refresh_token } = await passwordLogin(stack.app, 'launion2');
    expect((await userInfo(access_token)).status).toBe(200);
    await stack.db.updateTable('app_user').set({ status: 0 }).where('id', '=', '2004').execute();
    await expect.poll(async () => (await userInfo(access_token)).status, { timeout: 3000, interval: 50 }).toBe(401);
    expect((await refreshWith(stack.app, refresh_token)).status).toBe(401);
    const again = await tokenRequest(stack.app, {
      grant_type: 'password',
      username: 'launion2',
      password: RIGHT_PASSWORD,
      tenantId: '000000',
    });
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('账号已停用,请联系管理员');
    await stack.db.updateTable('app_user').set({ status: 1 }).where('id', '=', '2004').execute();
  });

  it('refuses tokens and logins of an account that was removed', async () => {
    const { access_token } = await passwordLogin(stack.app, 'corp1sub');
    await stack.db.updateTable('app_user').set({ is_deleted: true }).where('id', '=', '2008').execute();
    await expect.poll(async () => (await userInfo(access_token)).status, { timeout: 3000, interval: 50 }).toBe(401);
    const again = await tokenRequest(stack.app, {
      grant_type: 'password',
      username: 'corp1sub',
      password: RIGHT_PASSWORD,
      tenantId: '000000',
    });
    expect(again.body.error_description).toBe('用户名或密码不正确');
    await stack.db.updateTable('app_user').set({ is_deleted: false }).where('id', '=', '2008').execute();
  });

  it('honours a logout made on another API replica within a moment', async () => {
    const other = await buildApp({
      config: stack.config,
      db: stack.db,
      temporal: stack.client,
      storage: createStorage(stack.config),
      logger: false,
    });
    try {
      const { access_token } = await passwordLogin(stack.app, 'federation');
      expect((await getWith(other, USER_INFO, access_token)).status).toBe(200);
      expect(other.authState.listening).toBe(true);
      await getWith(stack.app, LOGOUT, access_token);
      await expect.poll(async () => (await getWith(other, USER_INFO, access_token)).status, { timeout: 3000, interval: 20 }).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("shows the caller's own profile change in user-info at once, without waiting for the notification", async () => {
    // The app_user trigger tells every replica through LISTEN, which may arrive after the caller's
    // next request; the replica that made the change must not answer from its cache meanwhile.
    const corp = await login(stack.app, 'corp2');
    expect((await corp.get(USER_INFO)).status).toBe(200);
    for (let n = 1; n <= 40; n++) {
      const name = `创新工会(第${n}次改名)`;
      expect((await corp.post('/api/blade-user/update-info', { name })).status).toBe(200);
      expect((await corp.get(USER_INFO)).body.data.nick_name).toBe(name);
    }
  });

  it('drops cached state on clear-cache and keeps the session', async () => {
    const { access_token } = await passwordLogin(stack.app, 'corp1');
    const res = await getWith(stack.app, '/api/blade-auth/oauth/clear-cache', access_token);
    expect(res.status).toBe(200);
    expect((await userInfo(access_token)).status).toBe(200);
  });
});
