// Item 13 of issue 8: disabling an account ends its sessions for good; enabling it again does not revive them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { passwordLogin, refreshWith } from './auth-support';
import { sessionOf } from './accounts-support';

let stack: TestStack;
let admin: ApiSession;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { AUTH_CACHE_SECONDS: '0' } });
  admin = await login(stack.app, 'admin');
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

const corp2Fields = { account: 'corp2', name: '云图软件工会', realName: '云图软件工会', ident: 'corp', unionId: '1102', id: '2006' };

describe('disabling an account', () => {
  it('ends its sessions for good when an administrator disables it and enables it again', async () => {
    const before = await passwordLogin(stack.app, 'corp2');
    const old = sessionOf(stack.app, before.access_token);
    expect((await old.get('/api/blade-user/info')).status).toBe(200);
    expect((await admin.post('/api/blade-user/user/submit', { ...corp2Fields, status: 0 })).status).toBe(200);
    expect((await admin.post('/api/blade-user/user/submit', { ...corp2Fields, status: 1 })).status).toBe(200);
    expect((await old.get('/api/blade-user/info')).status).toBe(401);
    expect((await refreshWith(stack.app, before.refresh_token)).status).toBe(401);
    const session = await stack.db
      .selectFrom('auth_session')
      .select('revoke_reason')
      .where('user_id', '=', '2006')
      .executeTakeFirstOrThrow();
    expect(session.revoke_reason).toBe('disabled');
    // A new login works again.
    expect((await passwordLogin(stack.app, 'corp2')).access_token).toBeTruthy();
  });

  it('ends a sub-account’s sessions for good when its main account disables it and enables it again', async () => {
    const before = await passwordLogin(stack.app, 'corp1sub');
    const old = sessionOf(stack.app, before.access_token);
    const id = before.user_id;
    expect((await corp1.post('/api/blade-user/sub/update', { id, status: 0 })).status).toBe(200);
    expect((await corp1.post('/api/blade-user/sub/update', { id, status: 1 })).status).toBe(200);
    expect((await old.get('/api/blade-user/info')).status).toBe(401);
    expect((await refreshWith(stack.app, before.refresh_token)).status).toBe(401);
  });

  it('leaves the sessions of other accounts alone', async () => {
    expect((await corp1.get('/api/blade-user/info')).status).toBe(200);
  });
});
