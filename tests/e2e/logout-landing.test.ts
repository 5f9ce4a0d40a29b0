import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, loginAs, openPage, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('logout-landing');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('after a logout', () => {
  it('the next user lands on home, not on the page the previous user was on', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.goto(`${c.base}/setting/index`);
    await page.waitForURL(/\/setting\/index$/);
    await page.getByTestId('btn-logout').click();
    await page.waitForURL(/\/login/);

    await fillLogin(page, 'launion1');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByTestId('top-menu').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await c.shot(page, 'next-user-home');
    await context.close();
  });
});

describe('the login page', () => {
  it('names the tenant being signed in to, not another tenant', async () => {
    const { page, context } = await openPage(c);
    await expect.poll(() => page.getByTestId('login-org').innerText()).toBe('科技园区总工会');
    await page.getByTestId('login-tenant').fill('100001');
    await expect.poll(() => page.getByTestId('login-org').innerText()).toBe('第二租户(隔离测试)');
    await c.shot(page, 'login-other-tenant');
    await context.close();
  });
});
