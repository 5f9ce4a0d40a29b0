// Issue 21: the console's budget (gzip): no chunk loaded after the first load over 60 KB, and the
// login and home pages' first loads (script and CSS) within 170 KB. Reads the build in web/dist that
// the tests' global setup makes (tests/support/servers.ts); sizes, not times.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET, bundleSizes, chunkCycles, overBudget } from '../../scripts/bundle-sizes';

const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const sizes = bundleSizes(dist);
const chunkLines = (lines: string[]) => lines.filter((line) => !line.includes('first load'));

describe('the console build', () => {
  it('loads no chunk after the first load over the chunk budget', () => {
    expect(sizes.laterChunks.length).toBeGreaterThan(10);
    expect(chunkLines(overBudget(sizes))).toEqual([]);
  });

  it('counts a page chunk over the budget as over it', () => {
    const big = { ...sizes, laterChunks: [{ name: 'src/Big.tsx', file: 'assets/Big.js', gzipKb: BUNDLE_BUDGET.chunkKb + 1 }] };
    expect(chunkLines(overBudget(big))).toHaveLength(1);
  });
});

describe('the console chunks', () => {
  // The catalogue's chunks (web/vite.config.ts, catalogueChunk): across a cycle an entry could run before the parts it is built from.
  it('import one another without a cycle', () => {
    expect(chunkCycles(dist)).toEqual([]);
  });

  // The enterprise of some 40 modules' examples (setup1's first), named nowhere else in the catalogue or the console.
  it('load no module example (server and test data)', () => {
    const withExample = sizes.laterChunks.filter((chunk) => readFileSync(join(dist, chunk.file), 'utf8').includes('北京智联科技有限公司'));
    expect(withExample).toEqual([]);
  });
});

describe('the console first load', () => {
  it.each(['login', 'home'] as const)('of the %s page is within the first-load budget', (page) => {
    expect(sizes.pages[page].totalKb).toBeLessThanOrEqual(BUNDLE_BUDGET.firstLoadKb);
  });
});

describe("React Router's data router", () => {
  // 18 KB of every first load: the leave guard holds navigations on the console's own history (web/src/lib/leave-blocking.ts).
  it.each(['login', 'home'] as const)('is not in the first load of the %s page', (page) => {
    const withIt = sizes.pages[page].files.filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes('You must provide a non-empty routes array to createRouter'),
    );
    expect(withIt).toEqual([]);
  });
});
