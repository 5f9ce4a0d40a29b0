// The login box when the captcha call answers 429 (too many captchas from one address): it says how
// many seconds the server asks to wait (Retry-After), counts them down, and draws the next captcha
// when the wait is over, with which the login goes through. The limit is the real one, two captchas
// in a window of four seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, openPage, poll, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('captcha-wait', { CAPTCHA_RATE_LIMIT: '2', AUTH_RATE_WINDOW_SECONDS: '4' });
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('the captcha asked for too often', () => {
  it('says how long to wait, counts down, then offers a new captcha and the login goes through', async () => {
    const { page, context } = await openPage(c);
    const image = page.locator('[data-testid="login-captcha-image"] img');
    const wait = page.getByTestId('login-captcha-wait');
    await image.waitFor();
    // New captchas until the server refuses one: the box says so instead of spinning.
    for (let i = 0; i < 5 && !(await wait.isVisible()); i++) {
      await page.getByTestId('login-captcha-image').click();
      await poll(async () => (await wait.isVisible()) || (await image.isVisible())).toBe(true);
    }
    await wait.waitFor();
    expect(await wait.innerText()).toMatch(/^获取验证码过于频繁，请[1-4]秒后再试$/);
    await c.shot(page, 'waiting');
    const first = Number(await wait.getAttribute('data-seconds'));
    if (first > 1) await poll(async () => Number((await wait.getAttribute('data-seconds')) ?? 0)).toBeLessThan(first);
    // Over: the next captcha is drawn without a click, and it logs in.
    await image.waitFor({ timeout: 10_000 });
    expect(await wait.count()).toBe(0);
    await fillLogin(page, 'corp1');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await context.close();
  });
});
