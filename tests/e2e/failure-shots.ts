import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/** The browsers open in this worker, each with the folder its failure shots go to. */
const open = new Map<Browser, string>();

/** Shoot every page of `browser` into `dir` when a test fails while it is open. */
export function watchForFailures(browser: Browser, dir: string): void {
  open.set(browser, dir);
  browser.on('disconnected', () => open.delete(browser));
}

/**
 * Saves a screenshot of every page still open in a watched browser, named for the failed test: a
 * browser test that failed in CI shows what the page showed then (a failed test leaves its context open).
 */
export async function shootOpenPages(testName: string): Promise<void> {
  const name = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  for (const [browser, dir] of open) {
    mkdirSync(dir, { recursive: true });
    let n = 0;
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        await page.screenshot({ path: join(dir, `failed-${name}-${n}.png`), fullPage: true, timeout: 5000 }).catch(() => undefined);
      }
    }
  }
}
