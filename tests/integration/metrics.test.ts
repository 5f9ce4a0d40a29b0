// Issue 21, item 4: Prometheus metrics at /metrics. Requests by route pattern, commands by module,
// action and outcome, the process's own figures; readable from the allowed network or with the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { withdrawUpdate } from '../../workflows';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';

const TOKEN = 'metrics-token-of-this-test-0123456789abcdef';
const OUTSIDE = '203.0.113.9';

let stack: TestStack;
let corp1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack({ env: { METRICS_TOKEN: TOKEN } });
  corp1 = await login(stack.app, 'corp1');
});
afterAll(async () => stack?.close());

const scrape = async () => {
  const res = await stack.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one series, by its name and labels as the exposition writes them; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('answers the Prometheus text exposition with the process’s own figures', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('counts requests by the route’s pattern, never by the URL asked for', async () => {
    // A well-formed stored name that names nothing: 404.
    const file = '/api/blade-resource/oss/endpoint/file/00000000000000000000000000004711.pdf';
    const series =
      'portal_http_request_duration_seconds_count{method="GET",route="/api/blade-resource/oss/endpoint/file/:name",status_code="404"}';
    const before = valueOf(await scrape(), series);
    expect((await corp1.get(file)).status).toBe(404);
    expect((await corp1.get(file)).status).toBe(404);
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 2);
    expect(text).not.toContain('00000000000000000000000000004711');
  });

  it('puts a URL no route takes under `unmatched`', async () => {
    expect((await stack.app.inject({ method: 'GET', url: '/api/nothing-here-4711' })).statusCode).toBe(404);
    const text = await scrape();
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThan(
      0,
    );
    expect(text).not.toContain('nothing-here-4711');
  });

  it('times commands by module, action and outcome: applied, and refused by the flow', async () => {
    const ok = 'portal_command_duration_seconds_count{module="setup1",action="save",outcome="ok"}';
    const refused = 'portal_command_duration_seconds_count{module="setup1",action="withdraw",outcome="refused"}';
    const before = await scrape();
    const saved = await corp1.post('/api/blade-crop/crop/setup1/saveDraft', modules.setup1!.example);
    expect(saved.status).toBe(200);
    // A draft cannot be withdrawn: the workflow's validator refuses the update (the route would refuse before asking).
    const actor = { id: '1', name: 'corp1', unionId: '1', unionName: '', ident: 'union', roles: [] };
    await expect(
      stack.app.temporal.workflow.getHandle(saved.body.data.processInstanceId).executeUpdate(withdrawUpdate, { args: [actor] }),
    ).rejects.toThrow();
    const after = await scrape();
    expect(valueOf(after, ok)).toBe(valueOf(before, ok) + 1);
    expect(valueOf(after, refused)).toBe(valueOf(before, refused) + 1);
    expect(after).toMatch(/^portal_command_duration_seconds_bucket\{le="0\.5",module="setup1",action="save",outcome="ok"\} \d+/m);
  });
});

describe('who may read /metrics', () => {
  const from = (remoteAddress: string, authorization?: string) =>
    stack.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });

  it('answers this machine (METRICS_ALLOW_FROM is loopback by default outside production)', async () => {
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
  });

  it('refuses a request a proxy forwarded from 127.0.0.1 when TRUST_PROXY does not name that proxy', async () => {
    const res = await stack.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': OUTSIDE },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses another address without the token, 403 in the envelope', async () => {
    const res = await from(OUTSIDE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, success: false, msg: '没有权限', data: null });
  });

  it('refuses a wrong token, and answers the right one from anywhere', async () => {
    expect((await from(OUTSIDE, `Bearer ${TOKEN}x`)).statusCode).toBe(403);
    expect((await from(OUTSIDE, 'Bearer short')).statusCode).toBe(403);
    const res = await from(OUTSIDE, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal_http_request_duration_seconds');
  });
});
