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

/** What the issues built so far cover: identity (J, H and the identity part of K), setup1, the task lists. */
const IDENTITY_K = new Set(['role', 'menu', 'topmenu', 'data-scope', 'api-scope', 'tenant', 'client', 'user', 'dept', 'post']);
const covered = calls.filter(
  (c) =>
    c.group === 'J' ||
    c.group === 'H' ||
    (c.group === 'K' && IDENTITY_K.has(c.module)) ||
    c.module === 'setup1' ||
    (c.group === 'I' && c.module === 'work' && c.path.startsWith('/api/blade-flow/')) ||
    (c.group === 'I' && c.module === 'process') ||
    (c.group === 'G' && ['forget', 'login', 'reg', 'count'].includes(c.module)),
);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
});
afterAll(async () => stack?.close());

describe('the call catalogue', () => {
  it('has every covered call registered with its method and path', () => {
    const registered = new Set(stack.app.routeInventory.map((r) => `${r.method} ${r.url}`));
    const missing = covered
      .filter((c) => !registered.has(`${c.method} ${c.path}`))
      .map((c) => `${c.group} ${c.module}.${c.call}: ${c.method} ${c.path}`);
    expect(missing).toEqual([]);
    expect(covered.length).toBeGreaterThan(80);
  });
});
