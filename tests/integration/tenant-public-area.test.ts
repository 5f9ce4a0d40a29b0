import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, startTestStack, type TestStack } from '../support';

const P = '/api/blade-crop/public';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => stack?.close());

async function publicGet(url: string, tenantId?: string) {
  const res = await stack.app.inject({
    method: 'GET',
    url,
    headers: { authorization: BASIC, ...(tenantId ? { 'tenant-id': tenantId } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { code: number; success: boolean; msg: string; data: any } };
}

const visit = async (tenantId: string) => (await publicGet(`${P}/count/getcount`, tenantId)).body.data as number;

describe('the visit counter', () => {
  it('counts each tenant’s visits on their own', async () => {
    const first = await visit('000000');
    const second = await visit('000000');
    expect(second).toBe(first + 1);
    const other = await visit('100001');
    const otherAgain = await visit('100001');
    expect(otherAgain).toBe(other + 1);
    expect(await visit('000000')).toBe(second + 1);
  });

  it('counts a call that names no tenant for the default tenant', async () => {
    const before = await visit('000000');
    expect((await publicGet(`${P}/count/getcount`)).body.data).toBe(before + 1);
  });

  it('refuses a tenant that does not exist, counting nothing', async () => {
    const answer = await publicGet(`${P}/count/getcount`, '999999');
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('the branding of a tenant', () => {
  it('names the tenant asked for as the site’s organiser', async () => {
    const own = await publicGet(`${P}/site`, '000000');
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ tenantId: '000000', tenantName: '科技园区总工会', organiser: '科技园区总工会' });
    const other = await publicGet(`${P}/site`, '100001');
    expect(other.body.data).toMatchObject({ tenantId: '100001', tenantName: '第二租户(隔离测试)' });
    expect(JSON.stringify(other.body.data)).not.toContain('科技园区');
  });

  it('answers 400 for an unknown tenant', async () => {
    expect((await publicGet(`${P}/site`, '999999')).status).toBe(400);
  });
});
