import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support';

/**
 * The console answers its client-side routes with its index page; an API path that matches no route,
 * however it is spelled, is a 404 in the envelope instead, so that no misspelling looks like success.
 */

let stack: TestStack;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'console-root-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  mkdirSync(join(webRoot, 'assets', 'icons', '16'), { recursive: true });
  writeFileSync(join(webRoot, 'assets', 'main-1a2b.js'), 'console.log(1);');
  for (const icon of ['add', 'edit', 'cross'])
    writeFileSync(join(webRoot, 'assets', 'icons', '16', `${icon}.js`), `export default '${icon}';`);
  stack = await startTestStack({ noWorker: true, webRoot });
});
afterAll(async () => stack?.close());

describe('a GET that matches no route', () => {
  it('answers a client-side route of the console with its index page', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/crop/setup1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    '/api/no-such-call',
    '/%61pi/no-such-call',
    '/%41PI/no-such-call',
    '//api/no-such-call',
    '/API/blade-system/role/list',
    '/api;x=1/y',
  ])('answers %s with a 404 in the envelope', async (url) => {
    const res = await stack.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false, data: null });
  });
});

describe('routes outside /api', () => {
  it('are only the console’s files, served without a token', async () => {
    const outside = stack.app.routeInventory.filter((r) => !r.url.startsWith('/api'));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((r) => !r.public)).toEqual([]);
    const res = await stack.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
  });

  it('are one route however many files the console has (a route a file held 1,600 routes in memory)', async () => {
    const outside = new Set(stack.app.routeInventory.filter((r) => !r.url.startsWith('/api')).map((r) => r.url));
    // Prometheus' /metrics is the other route outside /api.
    expect([...outside].filter((url) => url !== '/metrics')).toEqual(['/*']);
    const icon = await stack.app.inject({ method: 'GET', url: '/assets/icons/16/edit.js' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe("export default 'edit';");
    expect((await stack.app.inject({ method: 'GET', url: '/assets/main-1a2b.js' })).body).toBe('console.log(1);');
    expect((await stack.app.inject({ method: 'GET', url: '/' })).body).toContain('<div id="root">');
  });

  it('answer a file that is not there with the index page, and a path out of the folder likewise', async () => {
    for (const url of ['/assets/icons/16/gone.js', '/../package.json', '/%2e%2e/package.json']) {
      const res = await stack.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
