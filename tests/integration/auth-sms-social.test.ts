import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db';
import { sendLoginCode, type SmsMessage, type SocialProvider } from '../../services/identity/auth';
import { startTestStack, type TestStack } from '../support';
import { tokenRequest } from './auth-support';

let stack: TestStack;
const quiet = { info() {} };

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000' } });
});
afterAll(async () => stack?.close());

const setPhone = (account: string, phone: string) =>
  stack.db.updateTable('app_user').set({ phone }).where('account', '=', account).where('tenant_id', '=', '000000').execute();

/** The code of the newest message the outbox holds for `phone`. */
async function outboxCode(phone: string): Promise<string> {
  const row = await stack.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('create_time', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  expect(row.content).toContain(row.params.code!);
  return row.params.code!;
}

const smsLogin = (phone: string, code: string, extra: Record<string, string> = {}, remoteAddress?: string) =>
  tokenRequest(stack.app, { grant_type: 'smscode', tenantId: '000000', phone, code, ...extra }, remoteAddress ? { remoteAddress } : {});

describe('login by SMS code', () => {
  it('sends a six-digit code through the outbox and logs in with it', async () => {
    await setPhone('corp1', '13800000001');
    expect(await sendLoginCode(stack.db, '000000', '13800000001', { log: quiet })).toEqual({ sent: true, expireSeconds: 300 });
    const code = await outboxCode('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await stack.db
      .selectFrom('sms_code')
      .select(['code_hash', 'purpose'])
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('login');
    expect(stored.code_hash).not.toContain(code);
    const res = await smsLogin('13800000001', code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ account: 'corp1', detail: { ident: 'corp' } });
  });

  it('refuses a code used a second time', async () => {
    await setPhone('corp2', '13800000002');
    await sendLoginCode(stack.db, '000000', '13800000002', { log: quiet });
    const code = await outboxCode('13800000002');
    expect((await smsLogin('13800000002', code)).status).toBe(200);
    expect(await smsLogin('13800000002', code)).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '短信验证码不正确或已过期' },
    });
  });

  it('kills a code after five wrong tries, even for the right one afterwards', async () => {
    await setPhone('corp3', '13800000003');
    await sendLoginCode(stack.db, '000000', '13800000003', { log: quiet });
    const code = await outboxCode('13800000003');
    const wrong = code === '000000' ? '111111' : '000000';
    // Each try from a source of its own: five failures from one source would lock it (auth-lockout tests).
    const source = (i: number) => `198.51.100.${100 + i}`;
    for (let i = 0; i < 4; i++) {
      expect((await smsLogin('13800000003', wrong, {}, source(i))).body.error_description).toBe('短信验证码不正确或已过期');
    }
    expect((await smsLogin('13800000003', wrong, {}, source(4))).body.error_description).toBe('短信验证码错误次数过多,请重新获取');
    expect((await smsLogin('13800000003', code, {}, source(5))).body.error_description).toBe('短信验证码错误次数过多,请重新获取');
  });

  it('refuses an expired code', async () => {
    await setPhone('launion1', '13800000004');
    await sendLoginCode(stack.db, '000000', '13800000004', { log: quiet });
    const code = await outboxCode('13800000004');
    await stack.db
      .updateTable('sms_code')
      .set({ expire_time: new Date(Date.now() - 1000) })
      .where('phone', '=', '13800000004')
      .execute();
    expect((await smsLogin('13800000004', code)).status).toBe(400);
  });

  it('sends at most one code a minute to a phone', async () => {
    await setPhone('launion2', '13800000005');
    expect((await sendLoginCode(stack.db, '000000', '13800000005', { log: quiet })).sent).toBe(true);
    expect(await sendLoginCode(stack.db, '000000', '13800000005', { log: quiet })).toEqual({ sent: false, reason: 'tooSoon' });
  });

  it('sends nothing to a number no account of the tenant uses', async () => {
    expect(await sendLoginCode(stack.db, '000000', '13999999999', { log: quiet })).toEqual({ sent: false, reason: 'unknownPhone' });
    const rows = await stack.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13999999999').execute();
    expect(rows).toHaveLength(0);
  });

  it('asks for the account when several accounts use the phone, and logs in the one named', async () => {
    await setPhone('admin', '13800000006');
    await setPhone('federation', '13800000006');
    await sendLoginCode(stack.db, '000000', '13800000006', { log: quiet });
    const code = await outboxCode('13800000006');
    expect((await smsLogin('13800000006', code)).body.error_description).toBe('该手机号绑定了多个账号,请同时输入账号');
    const res = await smsLogin('13800000006', code, { username: 'federation' });
    expect(res.status).toBe(200);
    expect(res.body.account).toBe('federation');
  });

  it('hands the message to the provider it is given', async () => {
    await stack.db.updateTable('app_user').set({ phone: '13800000007' }).where('account', '=', 'corp9').execute();
    const sent: SmsMessage[] = [];
    const result = await sendLoginCode(stack.db, '100001', '13800000007', {
      provider: { name: 'test', send: async (m) => void sent.push(m) },
    });
    expect(result.sent).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ tenantId: '100001', phone: '13800000007', template: 'login-code' });
  });
});

describe('third-party login', () => {
  it('answers 400 when no third-party login is configured', async () => {
    const res = await tokenRequest(stack.app, { grant_type: 'social', tenantId: '000000', source: 'wechat', code: 'abc' });
    expect(res).toEqual({ status: 400, body: { error_code: 400, error_description: '未配置第三方登录' } });
  });

  it('logs in the account bound to the identity a configured provider answers', async () => {
    const provider: SocialProvider = {
      source: 'test-idp',
      authenticate: async ({ code }) => {
        if (code !== 'good') throw new Error('bad code');
        return { uuid: 'person-42' };
      },
    };
    stack.app.authState.social.register(provider);
    try {
      const unbound = await tokenRequest(stack.app, { grant_type: 'social', tenantId: '000000', source: 'test-idp', code: 'good' });
      expect(unbound.body.error_description).toBe('该第三方账号未绑定本系统账号');
      await stack.db
        .insertInto('user_oauth')
        .values({ id: newId(), tenant_id: '000000', user_id: '2006', source: 'test-idp', uuid: 'person-42' })
        .execute();
      const bound = await tokenRequest(stack.app, { grant_type: 'social', tenantId: '000000', source: 'test-idp', code: 'good' });
      expect(bound.status).toBe(200);
      expect(bound.body.account).toBe('corp2');
      const refused = await tokenRequest(stack.app, { grant_type: 'social', tenantId: '000000', source: 'test-idp', code: 'bad' });
      expect(refused.body.error_description).toBe('第三方登录失败');
    } finally {
      stack.app.authState.social.unregister('test-idp');
    }
  });
});
