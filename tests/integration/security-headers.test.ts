import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, startTestStack, type TestStack } from '../support';

/**
 * Every answer, of the console and of the API, success or failure, carries the security headers:
 * a Content-Security-Policy the console passes, no framing at all, a referrer policy and nosniff.
 */

let stack: TestStack;

beforeAll(async () => {
  // A stand-in for web/dist: the headers do not depend on what the page holds.
  const webRoot = mkdtempSync(join(tmpdir(), 'console-root-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  stack = await startTestStack({ noWorker: true, webRoot });
});
afterAll(async () => stack?.close());

/** The CSP directives of an answer, by name. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

const ANSWERS: [string, { url: string; headers?: Record<string, string> }][] = [
  ['the console page', { url: '/' }],
  ['a client-side route of the console', { url: '/crop/setup1' }],
  ['an API success', { url: '/api/health' }],
  ['an API refusal without a token', { url: '/api/blade-system/role/list', headers: { authorization: BASIC } }],
  ['an API path that does not exist', { url: '/api/no-such-call' }],
  ['the OpenAPI document', { url: '/api/openapi.json' }],
  ['the OpenAPI viewer', { url: '/api/docs/static/index.html' }],
];

describe.each(ANSWERS)('%s', (_name, request) => {
  it('forbids framing by any page', async () => {
    const res = await stack.app.inject({ method: 'GET', ...request });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends a referrer policy and nosniff', async () => {
    const res = await stack.app.inject({ method: 'GET', ...request });
    expect(['no-referrer', 'strict-origin-when-cross-origin']).toContain(res.headers['referrer-policy']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('runs only its own scripts', async () => {
    const res = await stack.app.inject({ method: 'GET', ...request });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});

describe('what the console needs', () => {
  it('lets the captcha image (a data: URL) and the PDF preview (a blob: URL in a frame) through', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
