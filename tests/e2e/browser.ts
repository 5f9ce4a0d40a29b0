import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureConsoleBuilt } from '../../services/platform/entry-points/console-build';
import { watchForFailures } from './failure-shots';

/** Screenshots of browser tests: kept as CI artifacts. */
export const SCREENSHOTS = join(process.cwd(), 'tests/artifacts/screenshots');

/**
 * The console (web/dist) to serve: the global setup (tests/support/servers.ts) built it once for
 * the run. Not again per file: sources edited during a run would have files rebuild it side by
 * side while others serve it. Built here only when no global setup did.
 */
export async function consoleBuilt(root: string): Promise<void> {
  if (process.env.TEST_CONSOLE_BUILT) return;
  await ensureConsoleBuilt(root);
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchChromium(): Promise<Browser> {
  // Only this file's numbered shots: other browser tests keep theirs in folders of their own.
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const name of readdirSync(SCREENSHOTS)) if (name.endsWith('.png')) rmSync(join(SCREENSHOTS, name), { force: true });
  // Numbered from 1 again: the files of a worker share this module (vitest.config.ts, isolate: false).
  shot = 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  watchForFailures(browser, SCREENSHOTS);
  return browser;
}

let shot = 0;

/** Saves a numbered full-page screenshot named for the step. */
export async function screenshot(page: Page, step: string): Promise<void> {
  shot += 1;
  await page.screenshot({ path: join(SCREENSHOTS, `${String(shot).padStart(2, '0')}-${step}.png`), fullPage: true });
}

/** The API's refusals a page met, kept per page so a stuck step can say what the server answered. */
const refusals = new WeakMap<Page, string[]>();

/** Starts keeping the API answers of 400 and above that `page` gets (call it as the page opens). */
export function watchRefusals(page: Page): void {
  const list: string[] = [];
  refusals.set(page, list);
  page.on('response', (response) => {
    if (response.status() < 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
    void response
      .text()
      .catch(() => '')
      .then((body) =>
        list.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()} ${body.slice(0, 300)}`),
      );
  });
}

/** What the page shows and was told while a step waited: its address, toasts, field messages and the API's refusals. */
async function stuckAt(page: Page): Promise<string> {
  const toasts = await page
    .locator('.bp5-toast')
    .allInnerTexts()
    .catch(() => []);
  const fieldErrors = await page
    .locator('[data-testid^="error-"]')
    .allInnerTexts()
    .catch(() => []);
  return [
    `at ${page.url()}`,
    `toasts: ${JSON.stringify(toasts)}`,
    `field messages: ${JSON.stringify(fieldErrors)}`,
    `API refusals: ${JSON.stringify(refusals.get(page) ?? 'not watched')}`,
  ].join('\n');
}

/** Waits for the page to reach `url`; when it does not, fails saying what the page showed instead (a timed-out wait alone tells nothing). */
export async function reaches(page: Page, url: RegExp): Promise<void> {
  try {
    await page.waitForURL(url);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${await stuckAt(page)}`, { cause: err });
  }
}
