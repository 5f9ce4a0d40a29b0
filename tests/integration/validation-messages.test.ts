import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type ApiSession, type TestStack, startTestStack } from '../support';

let stack: TestStack;
let corp1: ApiSession;
let admin: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  corp1 = await login(stack.app, 'corp1');
  admin = await login(stack.app, 'admin');
});
afterAll(async () => stack?.close());

/** Sends `body` to `url` as `who`, in `lang`, and answers the 400's message and first error. */
async function refusal(who: () => ApiSession, url: string, body: unknown, lang: 'zh' | 'en') {
  const answer = await stack.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: {
      authorization: `Basic ${Buffer.from('web:web_secret').toString('base64')}`,
      'miidc-auth': `bearer ${who().token}`,
      ...(lang === 'en' ? { 'accept-language': 'en' } : {}),
    },
  });
  expect(answer.statusCode).toBe(400);
  const json = answer.json() as { msg: string; data: { errors: { field: string; rule: string; message: string; limit?: number }[] } };
  return { msg: json.msg, error: json.data.errors[0] };
}

describe('a value that breaks its pattern', () => {
  it('is named with its field and a sentence in Chinese, not the rule’s keyword', async () => {
    const { msg, error } = await refusal(() => corp1, '/api/blade-user/update-info', { email: 'not-an-address' }, 'zh');
    expect(error).toMatchObject({ field: 'email', rule: 'pattern' });
    expect(msg).toBe('参数email格式不正确');
    expect(error?.message).toBe(msg);
  });

  it('is named with its field and a sentence in English', async () => {
    const { msg } = await refusal(() => corp1, '/api/blade-user/update-info', { email: 'not-an-address' }, 'en');
    expect(msg).toBe('Parameter email is not in a valid format');
  });
});

describe('a value longer than allowed', () => {
  it('says the field and its limit, in Chinese and in English, and carries the limit', async () => {
    const long = 'x'.repeat(51);
    const zh = await refusal(() => corp1, '/api/blade-user/update-info', { realName: long }, 'zh');
    expect(zh.error).toMatchObject({ field: 'realName', rule: 'maxLength', limit: 50 });
    expect(zh.msg).toBe('参数realName不能超过50个字符');
    const en = await refusal(() => corp1, '/api/blade-user/update-info', { realName: long }, 'en');
    expect(en.msg).toBe('Parameter realName must be at most 50 characters');
  });
});

describe('a missing value', () => {
  it('says which field is missing, in Chinese and in English', async () => {
    const body = { account: 'corp77', ident: 'corp', unionId: '1102' };
    const zh = await refusal(() => admin, '/api/blade-user/user/submit', body, 'zh');
    expect(zh.error).toMatchObject({ field: 'name', rule: 'required' });
    expect(zh.msg).toBe('缺少参数name');
    const en = await refusal(() => admin, '/api/blade-user/user/submit', body, 'en');
    expect(en.msg).toBe('Parameter name is required');
  });
});
