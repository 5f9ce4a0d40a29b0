import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, loginAs, startConsole, type ConsoleStack } from './identity-helpers';

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
