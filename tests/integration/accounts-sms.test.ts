import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, DEMO_PASSWORD, startTestStack, type TestStack } from '../support';
import { ageCodes, call, freshIp, lastCode, passwordToken, setPhone } from './accounts-support';

const P = '/api/blade-crop/public';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  await setPhone(stack.db, 'corp1', '13800001111');
  await setPhone(stack.db, 'corp2', '13800002222');
  await setPhone(stack.db, 'corp3', '13800003333');
  await setPhone(stack.db, 'launion1', '13800003333');
  await setPhone(stack.db, 'launion2', '13800004444');
});
afterAll(async () => stack?.close());

const pub = (method: 'GET' | 'POST', path: string, opts: { query?: Record<string, string>; body?: object } = {}) =>
  call(stack.app, method, `${P}${path}`, { ...opts, ip: freshIp() });
const idOf = async (account: string) =>
  String(
    (
      await stack.db
        .selectFrom('app_user')
        .select('id')
        .where('tenant_id', '=', '000000')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).id,
  );
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgot password by SMS', () => {
  it('finds the account by name and answers only its id and masked phone', async () => {
    const answer = await pub('GET', '/forget/getCrop', { query: { name: 'corp1' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: '2005', phone: '138****1111' });
  });

  it('answers an unknown account and one without a phone with a decoy id and phone, like a known one', async () => {
    // The decoys are specified in auth-uniform-answers.test.ts; no code is ever sent for them.
    for (const name of ['nobody', 'federation']) {
      const answer = await pub('GET', '/forget/getCrop', { query: { name } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.id).not.toBe(await idOf(name === 'nobody' ? 'corp1' : name));
    }
  });

  it('looks in the tenant it is given', async () => {
    await setPhone(stack.db, 'corp9', '13800009999', '100001');
    expect((await pub('GET', '/forget/getCrop', { query: { name: 'corp9' } })).body.data.phone).not.toBe('138****9999');
    expect((await pub('GET', '/forget/getCrop', { query: { name: 'corp9', tenantId: '100001' } })).body.data.phone).toBe('138****9999');
  });

  it('sends a code to the account’s phone through the outbox, and the new password works', async () => {
    const sent = await pub('GET', '/sendForget', { query: { id: '2005' } });
    expect(sent.status).toBe(200);
    const outbox = await stack.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13800001111').executeTakeFirstOrThrow();
    expect(outbox.template).toBe('forget-code');
    const code = await lastCode(stack.db, '13800001111');
    expect(outbox.content).toContain(code);
    const saved = await pub('POST', '/forget/savePwd', { body: { id: '2005', code, pwd: 'Corp1-Reset-2026!', pwd1: 'Corp1-Reset-2026!' } });
    expect(saved.status).toBe(200);
    expect((await passwordToken(stack.app, 'corp1', 'Corp1-Reset-2026!')).status).toBe(200);
    expect((await passwordToken(stack.app, 'corp1', DEMO_PASSWORD)).status).toBe(400);
  });

  it('stores codes hashed, never as sent', async () => {
    const code = await lastCode(stack.db, '13800001111');
    const rows = await stack.db.selectFrom('sms_code').select('code_hash').where('phone', '=', '13800001111').execute();
    for (const r of rows) expect(r.code_hash).not.toContain(code);
  });

  it('uses a code once', async () => {
    const code = await lastCode(stack.db, '13800001111');
    const again = await pub('POST', '/forget/savePwd', { body: { id: '2005', code, pwd: 'Corp1-Again-2026!', pwd1: 'Corp1-Again-2026!' } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('验证码不正确或已过期');
  });

  it('checks the passwords before the code, so a typo does not cost the code', async () => {
    await pub('GET', '/sendForget', { query: { id: await idOf('corp2') } });
    const code = await lastCode(stack.db, '13800002222');
    const id = await idOf('corp2');
    expect(
      (await pub('POST', '/forget/savePwd', { body: { id, code, pwd: 'Corp2-Reset-2026!', pwd1: 'Corp2-Reset-2027!' } })).body.msg,
    ).toBe('两次密码输入不一致');
    expect((await pub('POST', '/forget/savePwd', { body: { id, code, pwd: 'corp2reset', pwd1: 'corp2reset' } })).body.msg).toBe(
      '密码必须包含大小写字母、数字和特殊字符',
    );
    expect((await pub('POST', '/forget/savePwd', { body: { id, code, pwd: 'Corp2-Reset-2026!', pwd1: 'Corp2-Reset-2026!' } })).status).toBe(
      200,
    );
  });

  it('does not let a code of one account reset another', async () => {
    await ageCodes(stack.db, '13800002222');
    await pub('GET', '/sendForget', { query: { id: await idOf('corp2') } });
    const code = await lastCode(stack.db, '13800002222');
    const answer = await pub('POST', '/forget/savePwd', {
      body: { id: await idOf('corp3'), code, pwd: 'Corp3-Reset-2026!', pwd1: 'Corp3-Reset-2026!' },
    });
    expect(answer.status).toBe(400);
    expect((await passwordToken(stack.app, 'corp3', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    await ageCodes(stack.db, '13800002222');
    await pub('GET', '/sendForget', { query: { id: await idOf('corp2') } });
    const code = await lastCode(stack.db, '13800002222');
    await sql`update sms_code set expire_time = now() - interval '1 second' where phone = '13800002222'`.execute(stack.db);
    const answer = await pub('POST', '/forget/savePwd', {
      body: { id: await idOf('corp2'), code, pwd: 'Corp2-Late-2026!', pwd1: 'Corp2-Late-2026!' },
    });
    expect(answer.body.msg).toBe('验证码不正确或已过期');
  });

  it('kills a code after five wrong tries, even when they arrive together', async () => {
    await ageCodes(stack.db, '13800002222');
    await pub('GET', '/sendForget', { query: { id: await idOf('corp2') } });
    const code = await lastCode(stack.db, '13800002222');
    const id = await idOf('corp2');
    const body = { id, code: wrongCode(code), pwd: 'Corp2-Guess-2026!', pwd1: 'Corp2-Guess-2026!' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => pub('POST', '/forget/savePwd', { body })));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const row = await stack.db
      .selectFrom('sms_code')
      .select('tries')
      .where('phone', '=', '13800002222')
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
    const right = await pub('POST', '/forget/savePwd', { body: { ...body, code } });
    expect(right.body.msg).toBe('验证码错误次数过多,请重新获取');
  });

  it('spaces codes to the same number a minute apart (429)', async () => {
    await ageCodes(stack.db, '13800004444');
    const id = await idOf('launion2');
    expect((await pub('GET', '/sendForget', { query: { id } })).status).toBe(200);
    const again = await pub('GET', '/sendForget', { query: { id } });
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe('验证码发送过于频繁,请稍后再试');
  });

  it('unlocks an account that wrong passwords had locked', async () => {
    await stack.db
      .insertInto('login_failure')
      .values({
        tenant_id: '000000',
        account: 'corp3',
        source: '127.0.0.1',
        failed_count: 5,
        last_failed_time: new Date(),
        locked_until: new Date(Date.now() + 3600_000),
      })
      .execute();
    await ageCodes(stack.db, '13800003333');
    await pub('GET', '/sendForget', { query: { id: '2007' } });
    const code = await lastCode(stack.db, '13800003333');
    expect(
      (await pub('POST', '/forget/savePwd', { body: { id: '2007', code, pwd: 'Corp3-Reset-2026!', pwd1: 'Corp3-Reset-2026!' } })).status,
    ).toBe(200);
    expect((await passwordToken(stack.app, 'corp3', 'Corp3-Reset-2026!')).status).toBe(200);
  });
});

describe('login by phone (sendLogin, login/getCrop)', () => {
  const phone = '13800003333';

  it('sends a login code and lists the accounts bound to the phone after a valid code', async () => {
    await ageCodes(stack.db, phone);
    expect((await pub('GET', '/sendLogin', { query: { phone } })).status).toBe(200);
    const code = await lastCode(stack.db, phone);
    const answer = await pub('POST', '/login/getCrop', { body: { phone, code } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((a: { account: string }) => a.account)).toEqual(['corp3', 'launion1']);
    expect(answer.body.data[0]).toEqual({
      id: '2007',
      account: 'corp3',
      name: '星河数据工会',
      tenantId: '000000',
      tenantName: '科技园区总工会',
      unionName: '北京星河数据有限公司工会',
      isSub: false,
    });
  });

  it('leaves the code for the token request that follows', async () => {
    const code = await lastCode(stack.db, phone);
    const token = await stack.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000' },
      payload: { grant_type: 'smscode', phone, code, username: 'launion1', tenantId: '000000' },
    });
    expect(token.statusCode).toBe(200);
    expect(token.json().account).toBe('launion1');
  });

  it('lists nothing for a wrong code', async () => {
    await ageCodes(stack.db, phone);
    await pub('GET', '/sendLogin', { query: { phone } });
    const code = await lastCode(stack.db, phone);
    const answer = await pub('POST', '/login/getCrop', { body: { phone, code: wrongCode(code) } });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({ errors: [{ field: 'code' }] });
  });

  it('answers a number no account uses like any other, and sends nothing to it', async () => {
    const answer = await pub('GET', '/sendLogin', { query: { phone: '13999999999' } });
    expect(answer.status).toBe(200);
    expect(await stack.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13999999999').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a malformed number', async () => {
    const answer = await pub('GET', '/sendLogin', { query: { phone: '1380000' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请输入正确的手机号码');
  });
});

describe('rate limits of the public SMS calls', () => {
  it('answers 429 after ten sends from one address in ten minutes', async () => {
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // Different numbers, so only the per-address limit can stop them.
      const res = await call(stack.app, 'POST', `${P}/send-rcode`, { body: { phone: `1360000${String(1000 + i)}` }, ip });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('caps one number at ten codes a day, whatever the address', async () => {
    const phone = '13500005555';
    for (let i = 0; i < 10; i++) {
      expect((await call(stack.app, 'POST', `${P}/send-rcode`, { body: { phone }, ip: freshIp() })).status).toBe(200);
      await ageCodes(stack.db, phone, 61);
    }
    expect((await call(stack.app, 'POST', `${P}/send-rcode`, { body: { phone }, ip: freshIp() })).status).toBe(429);
  });
});
