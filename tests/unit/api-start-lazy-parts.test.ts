// Issue 21: an idle API holds no library it uses only on demand (docs/PERFORMANCE-PROCESS.md,
// "Memory"). The app's modules are imported in a process of their own (this one may have used them
// already) and asked which of those CommonJS packages are in require's cache.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Loaded on first use: the captcha's font (first captcha), the zip reader (first workbook import). */
const ON_DEMAND = ['svg-captcha', 'unzipper'];

describe('the API at its start', () => {
  it('has not loaded the libraries it uses only on demand', { timeout: 120_000 }, () => {
    const probe = `
      import { createRequire } from 'node:module';
      await import('./services/app.ts');
      const files = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(${JSON.stringify(ON_DEMAND)}.filter((name) => files.some((f) => f.includes('/node_modules/' + name + '/')))));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
  });
});
