// Item 23 (USCC part) of issue 8: one union per unified social credit code within a tenant. The code
// a registration gives is the employer's (`employer_code`; issue 19: the union's own 81… code is
// `credit_code`, given by setup3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usccCheckChar } from '../../catalogue';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { call, freshIp, lastCode } from './accounts-support';

const uscc = (body: string) => `${body}${usccCheckChar(body)}`;
const EXISTING = uscc('91110108MA01H3AA0');
const SHARED = uscc('91110108MA01H3BB0');
const RACED = uscc('91110108MA01H3CC0');
const TAKEN = '统一社会信用代码已被其他工会使用';
const R = '/api/blade-user/registration';
const P = '/api/blade-crop/public';

let stack: TestStack;
let admin: ApiSession;
let phones = 0;

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  admin = await login(stack.app, 'admin');
  await stack.db.updateTable('union_org').set({ employer_code: EXISTING }).where('id', '=', '1101').execute();
});
afterAll(async () => stack?.close());

/** A union application with its own phone and a fresh code; answers the call's answer. */
async function apply(account: string, creditCode: string, tenantId = '000000', parentUnionId = '1100') {
  const phone = `1370013${String(++phones).padStart(4, '0')}`;
  expect((await call(stack.app, 'POST', `${P}/send-rcode`, { body: { phone }, ip: freshIp() })).status).toBe(200);
  const code = await lastCode(stack.db, phone);
  const body = {
    tenantId,
    unionName: `${account} 工会`,
    creditCode,
    parentUnionId,
    account,
    password: 'Union-2026!',
    password2: 'Union-2026!',
    linkName: '李明',
    phone,
    code,
  };
  return call(stack.app, 'POST', `${P}/reg/save`, { body, ip: freshIp() });
}

const registrationId = async (account: string) =>
  String((await stack.db.selectFrom('registration').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id);

describe('the unified social credit code of a union', () => {
  it('refuses an application with the code of a union of the tenant, naming creditCode', async () => {
    const answer = await apply('h3dup', EXISTING);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(TAKEN);
    expect(answer.body.data.errors[0].field).toBe('creditCode');
  });

  it('refuses the approval of a second application with a code the first one took, and keeps it pending', async () => {
    expect((await apply('h3first', SHARED)).status).toBe(200);
    expect((await apply('h3second', SHARED)).status).toBe(200);
    expect((await admin.post(`${R}/approve`, { id: await registrationId('h3first') })).status).toBe(200);
    const second = await admin.post(`${R}/approve`, { id: await registrationId('h3second') });
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe(TAKEN);
    expect(second.body.data.errors[0].field).toBe('creditCode');
    const row = await stack.db.selectFrom('registration').select('status').where('account', '=', 'h3second').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('lets exactly one of two parallel approvals with the same code through', async () => {
    expect((await apply('h3race1', RACED)).status).toBe(200);
    expect((await apply('h3race2', RACED)).status).toBe(200);
    const answers = await Promise.all(
      [await registrationId('h3race1'), await registrationId('h3race2')].map((id) => admin.post(`${R}/approve`, { id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.msg).toBe(TAKEN);
    const unions = await stack.db.selectFrom('union_org').select('id').where('employer_code', '=', RACED).execute();
    expect(unions).toHaveLength(1);
  });

  it('allows the same code in another tenant', async () => {
    expect((await apply('h3other', EXISTING, '100001', '9100')).status).toBe(200);
  });
});
