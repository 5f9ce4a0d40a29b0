import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { sessionUserOf, SESSION_KEYS } from '../../web/src/api/session';
import { STORE_PREFIX } from '../../web/src/lib/storage';
import { BASIC, DEMO_PASSWORD, loginAnswer, startTestStack, type TestStack } from '../support';
import { consoleBuilt, SCREENSHOTS } from './browser';
import { watchForFailures } from './failure-shots';

/** The code every captcha of the browser tests carries: a test cannot read the image. */
export const CAPTCHA_CODE = 'ACE57';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A served console on a fresh backend, and a browser to drive it. */
export interface ConsoleStack {
  stack: TestStack;
  base: string;
  browser: Browser;
  /** Saves a numbered full-page screenshot under tests/artifacts/screenshots/<suite>/. */
  shot: (page: Page, step: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Builds the console if needed, starts the backend with the known captcha code (and rate limits
 * that a suite of logins from one address does not reach, unless `env` says otherwise), serves
 * both, and opens Chromium.
 */
export async function startConsole(suite: string, env: Record<string, string> = {}): Promise<ConsoleStack> {
  await consoleBuilt(root);
  const stack = await startTestStack({
    webRoot: `${root}web/dist`,
    captchaCode: () => CAPTCHA_CODE,
    env: { CAPTCHA_RATE_LIMIT: '1000', TOKEN_RATE_LIMIT: '1000', ...env },
  });
  const base = await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const dir = join(SCREENSHOTS, suite);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  watchForFailures(browser, dir);
  let n = 0;
  return {
    stack,
    base,
    browser,
    shot: async (page, step) => {
      n += 1;
      await page.screenshot({ path: join(dir, `${String(n).padStart(2, '0')}-${step}.png`), fullPage: true });
    },
    close: async () => {
      await browser.close();
      await stack.close();
    },
  };
}

/** A fresh browser context (its own cookies and storage) on `path`. */
export async function openPage(c: ConsoleStack, path = '/login'): Promise<{ page: Page; context: BrowserContext }> {
  const context = await c.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${c.base}${path}`);
  return { page, context };
}

/** Fills and sends the login form of `page` (already on /login), captcha included. */
export async function fillLogin(
  page: Page,
  account: string,
  password = DEMO_PASSWORD,
  captcha = CAPTCHA_CODE,
  tenant?: string,
): Promise<void> {
  if (tenant) await page.getByTestId('login-tenant').fill(tenant);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  // The image must have arrived: its key goes with the login.
  await page.locator('[data-testid="login-captcha-image"] img').waitFor();
  await page.getByTestId('login-captcha').fill(captcha);
  await page.getByTestId('login-submit').click();
}

/** A fresh browser session logged in as `account` through the login page, on the home page with its menus. */
export async function loginAs(
  c: ConsoleStack,
  account: string,
  password = DEMO_PASSWORD,
  tenant?: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(c);
  await fillLogin(page, account, password, CAPTCHA_CODE, tenant);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByTestId('top-menu').waitFor();
  return { page, context };
}

/**
 * A fresh browser session of `account` on the home page with its menus, its tokens got by the API's
 * login and kept where the console's login page keeps them (web/src/api/session.ts): for tests whose
 * subject is not the login itself, which then skip the login page's load, captcha and form (about
 * 2.5 s a session on the CI machine). The login page has its own tests (identity-login, -session).
 */
export async function signedInAs(c: ConsoleStack, account: string, width = 1366): Promise<{ page: Page; context: BrowserContext }> {
  const answer = await loginAnswer(c.stack.app, account);
  const stored = (name: string, content: unknown) => ({
    name: STORE_PREFIX + name,
    value: JSON.stringify({ dataType: typeof content, content, datetime: Date.now() }),
  });
  const context = await c.browser.newContext({
    viewport: { width, height: 900 },
    locale: 'zh-CN',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(c.base).origin,
          localStorage: [
            stored(SESSION_KEYS.user, sessionUserOf(answer)),
            stored(SESSION_KEYS.tokenTime, { expiresIn: answer.expires_in }),
          ],
        },
      ],
    },
  });
  await context.addCookies([
    { name: SESSION_KEYS.access, value: encodeURIComponent(answer.access_token), url: c.base },
    { name: SESSION_KEYS.refresh, value: encodeURIComponent(answer.refresh_token), url: c.base },
  ]);
  const page = await context.newPage();
  await page.goto(`${c.base}/`);
  await page.getByTestId('top-menu').waitFor();
  return { page, context };
}

/** The codes of the top menu entries shown. */
export async function topMenuCodes(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('top-menu')
    .locator('[data-testid^="menu-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  return ids.map((id) => String(id).replace(/^menu-/, ''));
}

/** The value of a cookie of the context. */
export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Calls the API from outside the browser with `token`; answers the HTTP status. */
export async function statusWithToken(c: ConsoleStack, path: string, token: string): Promise<number> {
  const res = await fetch(`${c.base}${path}`, { headers: { Authorization: BASIC, 'Miidc-Auth': `bearer ${decodeURIComponent(token)}` } });
  return res.status;
}

/** `expect.poll` with room for a loaded machine (its default gives up after a second). */
export function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}
