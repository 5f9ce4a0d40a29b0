import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support';

/** The call catalogue of the specification (a copy of shared/spec/calls.tsv kept with the code). */
const calls = readFileSync(new URL('../../docs/spec/calls.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [group, module, call, method, path] = line.split('\t');
    return { group: group!, module: module!, call: call!, method: method!, path: path! };
  });

/**
 * The groups of calls.tsv that are built whole: every call of theirs must be in /api/openapi.json.
 * Add a group here when it is complete.
 */
const BUILT_GROUPS = new Set(['A', 'B', 'C', 'D', 'H', 'I', 'J']);
/** Groups built in part so far: the modules (or calls) that are done. Shrinks as groups join BUILT_GROUPS. */
const IDENTITY_K = new Set([
  'role',
  'menu',
  'topmenu',
  'data-scope',
  'api-scope',
  'tenant',
  'client',
  'user',
  'dept',
  'post',
  'dict',
  'dict-biz',
]);
const builtInPart = (c: (typeof calls)[number]) =>
  (c.group === 'K' && IDENTITY_K.has(c.module)) ||
  c.module === 'survey' ||
  c.module === 'activityworks' ||
  (c.group === 'G' && ['forget', 'login', 'reg', 'count', 'dict'].includes(c.module)) ||
  (c.group === 'K' && c.module === 'oss' && c.call === 'put-file');
const covered = calls.filter((c) => BUILT_GROUPS.has(c.group) || builtInPart(c));

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
});
afterAll(async () => stack?.close());

describe('the call catalogue', () => {
  it('has every call of the built groups in the OpenAPI document with its method and path', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const missing = covered
      .filter((c) => !documented.has(`${c.method} ${c.path}`))
      .map((c) => `${c.group} ${c.module}.${c.call}: ${c.method} ${c.path}`);
    expect(missing).toEqual([]);
    expect(covered.length).toBeGreaterThan(80);
  });

  it('has every covered call registered with its method and path', () => {
    const registered = new Set(stack.app.routeInventory.map((r) => `${r.method} ${r.url}`));
    const missing = covered
      .filter((c) => !registered.has(`${c.method} ${c.path}`))
      .map((c) => `${c.group} ${c.module}.${c.call}: ${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });
});
