// The API's request log: one line a request as it is answered, with the path and never the query
// string (it can carry the login password); every line a request writes names its path.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createStorage } from '../../services';
import { startTestStack, type TestStack } from '../support';

let stack: TestStack;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    config: stack.config,
    db: stack.db,
    temporal: stack.client,
    storage: createStorage(stack.config),
    logger: { level: 'info', stream },
  });
  // A route whose handler logs, as the portal's do on a failure.
  app.get('/api/log-probe', { config: { public: true }, schema: { querystring: {} } }, async (request) => {
    request.log.warn('from the handler');
    return {};
  });
});
afterAll(async () => {
  await app?.close();
  await stack?.close();
});

/** The lines one request wrote, by its request id. */
const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

describe('the request log', () => {
  it('writes one line a request as it is answered, with method, path, status and time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/live?password=secret', headers: { 'x-request-id': 'log-one' } });
    const written = linesOf('log-one');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ msg: 'request completed', method: 'GET', path: '/api/health/live', statusCode: res.statusCode });
    expect(typeof written[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('names the path on what a handler logs, as on the closing line', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/log-probe?password=secret', headers: { 'x-request-id': 'log-two' } });
    expect(res.statusCode).toBe(200);
    const written = linesOf('log-two');
    expect(written.map((l) => l.msg)).toEqual(['from the handler', 'request completed']);
    for (const line of written) expect(line.path).toBe('/api/log-probe');
    expect(written.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});
