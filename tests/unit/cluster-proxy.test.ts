// The local cluster's round-robin proxy (scripts/cluster/proxy.ts) on real sockets: it takes turns
// over the API processes, passes bodies and answers through, and sends a request that a stopped
// process refuses to the other one, so killing one API loses no request that never reached it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxy } from '../../scripts/cluster/proxy';

const open: http.Server[] = [];

function listen(server: http.Server): Promise<number> {
  open.push(server);
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
}

/** A stand-in API process that answers its name and echoes the body it got. */
function backend(name: string): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          name,
          method: req.method,
          url: req.url,
          body: Buffer.concat(chunks).toString(),
          forwardedFor: req.headers['x-forwarded-for'],
        }),
      );
    });
  });
}

async function call(port: number, path: string, body?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: res.status,
    json: (await res.json()) as { name: string; method: string; url: string; body: string; forwardedFor?: string },
  };
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((done) => (s.listening ? s.close(done) : done(undefined)))));
});

describe('the cluster proxy', () => {
  it('takes turns over the API processes and passes method, path and body through', async () => {
    const ports = [await listen(backend('api1')), await listen(backend('api2'))];
    const proxy = await listen(createProxy(ports.map((port) => ({ host: '127.0.0.1', port }))));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(proxy, `/api/x?i=${i}`, `body ${i}`));
    expect(answers.map((a) => a.json.name)).toEqual(['api1', 'api2', 'api1', 'api2']);
    expect(answers[3]!.json).toMatchObject({ method: 'POST', url: '/api/x?i=3', body: 'body 3', forwardedFor: '127.0.0.1' });
  });

  it('sends what a stopped process refuses to the one that runs', async () => {
    const stopped = backend('api1');
    const ports = [await listen(stopped), await listen(backend('api2'))];
    await new Promise((done) => stopped.close(done));
    const proxy = await listen(createProxy(ports.map((port) => ({ host: '127.0.0.1', port }))));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(proxy, '/api/submit', `form ${i}`));
    expect(answers.map((a) => [a.status, a.json.name, a.json.body])).toEqual([0, 1, 2, 3].map((i) => [200, 'api2', `form ${i}`]));
  });

  it('answers 502 in the envelope when no process runs', async () => {
    const gone = backend('api1');
    const port = await listen(gone);
    await new Promise((done) => gone.close(done));
    const proxy = await listen(createProxy([{ host: '127.0.0.1', port }]));
    const res = await fetch(`http://127.0.0.1:${proxy}/api/x`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 502, success: false });
  });
});
