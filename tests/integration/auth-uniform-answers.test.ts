// Item 9 of issue 8: login and forgot-password answer an unknown account as they answer a known one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordDigest, hashPassword } from '../../db';
import { unknownAccountHash } from '../../services/identity/auth/grants/password-login';
import { startTestStack, type TestStack } from '../support';
import { call, setPhone } from './accounts-support';
import { tokenRequest } from './auth-support';

const P = '/api/blade-crop/public';
const WRONG = clientPasswordDigest('not the password');

let stack: TestStack;
let addresses = 0;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true, env: { TOKEN_RATE_LIMIT: '1000' } });
  await setPhone(stack.db, 'corp1', '13800001111');
});
afterAll(async () => stack?.close());

const pub = (method: 'GET' | 'POST', path: string, opts: { query?: Record<string, string>; body?: object }) =>
  call(stack.app, method, `${P}${path}`, { ...opts, ip: `192.0.2.${++addresses}` });
const outbox = async () =>
  Number(
    (
      await stack.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('login', () => {
  it('answers an unknown account and a wrong password with the same status and message', async () => {
    const login = (username: string) => tokenRequest(stack.app, { grant_type: 'password', username, password: WRONG, tenantId: '000000' });
    const [unknown, wrong] = [await login('nobody-at-all'), await login('corp2')];
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({ status: 400, body: { error_code: 400, error_description: '用户名或密码不正确' } });
  });

  it('checks an unknown account against a hash made by the same routine and cost as a real one', async () => {
    // Every account the portal creates is hashed by hashPassword at its default cost (the test seed's
    // demo accounts alone are hashed cheaper, to keep the suite fast).
    const real = await hashPassword(clientPasswordDigest('Any-Password-1'));
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(params(await unknownAccountHash())).toBe(params(real));
  });
});

describe('forgot password', () => {
  it('answers an unknown account name like a known one: an id and a masked phone', async () => {
    const known = await pub('GET', '/forget/getCrop', { query: { name: 'corp1' } });
    const unknown = await pub('GET', '/forget/getCrop', { query: { name: 'nobody-at-all' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.msg).toBe(known.body.msg);
    expect(unknown.body.data).toEqual({
      id: expect.stringMatching(/^[0-9]{15,19}$/),
      phone: expect.stringMatching(/^1[0-9]{2}\*{4}[0-9]{4}$/),
    });
  });

  it('answers the same unknown name with the same id and phone each time', async () => {
    const first = await pub('GET', '/forget/getCrop', { query: { name: 'nobody-at-all' } });
    const again = await pub('GET', '/forget/getCrop', { query: { name: 'nobody-at-all' } });
    expect(again.body.data).toEqual(first.body.data);
  });

  it('answers an account without a phone like an unknown one', async () => {
    const answer = await pub('GET', '/forget/getCrop', { query: { name: 'federation' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.phone).toMatch(/^1[0-9]{2}\*{4}[0-9]{4}$/);
  });

  it('answers a code request for that id like a real one, and sends nothing', async () => {
    const { id, phone } = (await pub('GET', '/forget/getCrop', { query: { name: 'nobody-at-all' } })).body.data;
    const before = await outbox();
    const sent = await pub('GET', '/sendForget', { query: { id } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ phone });
    expect(await outbox()).toBe(before);
  });

  it('answers a new password for that id like a wrong code', async () => {
    const { id } = (await pub('GET', '/forget/getCrop', { query: { name: 'nobody-at-all' } })).body.data;
    const answer = await pub('POST', '/forget/savePwd', { body: { id, code: '123456', pwd: 'New-Passw0rd!', pwd1: 'New-Passw0rd!' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('验证码不正确或已过期');
  });
});
