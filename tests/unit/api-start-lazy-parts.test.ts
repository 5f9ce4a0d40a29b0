// Issue 21: an idle API holds no library it uses only on demand (docs/PERFORMANCE-PROCESS.md,
// "Memory"). The app's modules are imported in a process of their own (this one may have used them
// already), with a module hook that reports every module resolved; none of these may be among them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Loaded on first use: the captcha's font, the zip reader (workbook imports), the upload type check, the zip writer, the BPMN reader and writer. */
const ON_DEMAND = ['svg-captcha', 'unzipper', 'file-type', 'archiver', 'bpmn-moddle'];

const HOOKS = `
let port;
export async function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;

describe('the API at its start', () => {
  it('has not loaded the libraries it uses only on demand', { timeout: 120_000 }, () => {
    const probe = `
      import { register } from 'node:module';
      import { MessageChannel } from 'node:worker_threads';
      const { port1, port2 } = new MessageChannel();
      const resolved = [];
      port1.on('message', (url) => resolved.push(url));
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
      await import('./services/app.ts');
      await new Promise((done) => setTimeout(done, 500));
      port1.close();
      console.log(JSON.stringify(${JSON.stringify(ON_DEMAND)}.filter((name) => resolved.some((url) => url.includes('/node_modules/' + name + '/')))));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
  });
});
