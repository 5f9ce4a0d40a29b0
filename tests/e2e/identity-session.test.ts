import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC } from '../support';
import { cookie, loginAs, startConsole, statusWithToken, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('identity-session');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** Makes the kept access token look issued `seconds` ago, as if the tab had been open that long. */
const AGE_TOKEN = (seconds: number) => {
  const key = 'union-token-time';
  const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { datetime?: number };
  stored.datetime = Date.now() - seconds * 1000;
  localStorage.setItem(key, JSON.stringify(stored));
};

describe('the lock screen', () => {
  it('locks with a password, sends every route to /lock, and opens again only with that password', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.goto(`${c.base}/setup/index`);
    await page.getByTestId('btn-lock').click();
    await page.getByTestId('lock-confirm').click();
    expect(await page.getByTestId('lock-dialog').innerText()).toContain('请输入锁屏密码');
    await page.getByTestId('lock-password').fill('lock-1234');
    await page.getByTestId('lock-confirm').click();
    await page.waitForURL(/\/lock$/);
    await c.shot(page, 'locked');

    for (const path of ['/', '/work', '/setting/index']) {
      await page.goto(`${c.base}${path}`);
      await page.waitForURL(/\/lock$/);
    }
    // The state is the session's: a reload keeps it.
    await page.reload();
    await page.getByTestId('lock-page').waitFor();

    await page.getByTestId('unlock-password').fill('wrong');
    await page.getByTestId('unlock-submit').click();
    await poll(() => page.getByTestId('lock-page').innerText()).toContain('锁屏密码错误');
    await page.getByTestId('unlock-password').fill('lock-1234');
    await page.getByTestId('unlock-submit').click();
    await page.waitForURL(/\/setup\/index$/);
    await page.goto(`${c.base}/work`);
    await page.waitForURL(/\/work$/);
    await context.close();
  });

  it('keeps the lock to the tab that locked: another tab of the same session is not locked', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.getByTestId('btn-lock').click();
    await page.getByTestId('lock-password').fill('lock-1234');
    await page.getByTestId('lock-confirm').click();
    await page.waitForURL(/\/lock$/);
    const other = await context.newPage();
    await other.goto(`${c.base}/setup/index`);
    await other.getByTestId('top-menu').waitFor();
    expect(new URL(other.url()).pathname).toBe('/setup/index');
    await context.close();
  });

  it('ends a locked session by logging out from the lock screen', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.getByTestId('btn-lock').click();
    await page.getByTestId('lock-password').fill('lock-1234');
    await page.getByTestId('lock-confirm').click();
    await page.getByTestId('lock-logout').click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});

describe('logging out', () => {
  it('ends the session on the server: the old access and refresh tokens no longer work', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    const access = (await cookie(context, 'access_token'))!;
    const refresh = (await cookie(context, 'refresh_token'))!;
    expect(await statusWithToken(c, '/api/blade-auth/oauth/user-info', access)).toBe(200);

    await page.getByTestId('btn-logout').click();
    await page.waitForURL(/\/login$/);
    expect(await cookie(context, 'access_token')).toBeUndefined();
    await c.shot(page, 'logged-out');

    expect(await statusWithToken(c, '/api/blade-auth/oauth/user-info', access)).toBe(401);
    const refreshed = await fetch(`${c.base}/api/blade-auth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: decodeURIComponent(refresh) }),
    });
    expect(refreshed.status).toBe(401);
    await page.goto(`${c.base}/setup/index`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('sends a 401 answer to /login?code=unauthor, saying the session ended', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    // The session ends elsewhere (here: its own token logs out behind the console's back).
    expect(await statusWithToken(c, '/api/blade-auth/oauth/logout', (await cookie(context, 'access_token'))!)).toBe(200);
    await page.reload();
    await page.waitForURL(/\/login\?code=unauthor$/);
    await page.getByTestId('login-expired').waitFor();
    await c.shot(page, 'unauthorised');
    await context.close();
  });

  it('clears the session when the token is gone and sends the user to /login', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    // The home page settles first (its lists re-render the header as they load; a busy CI machine took over 30 s).
    await page.waitForLoadState('networkidle');
    await context.clearCookies({ name: 'access_token' });
    // The next page the user opens ends it, or the session's own token check if that comes first (a busy
    // machine): either way the user lands on /login, so the click may find the menu already gone.
    await page
      .getByTestId('menu-myunion')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('union-userInfo'))).toBeNull();
    await context.close();
  });
});

describe('renewing the token', () => {
  it('renews the access token once it reaches the token time, with a new refresh token as well', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    const access = await cookie(context, 'access_token');
    const refresh = await cookie(context, 'refresh_token');
    await page.evaluate(AGE_TOKEN, 3001);
    await page.reload();
    await poll(() => cookie(context, 'access_token')).not.toBe(access);
    expect(await cookie(context, 'refresh_token')).not.toBe(refresh);
    expect(await statusWithToken(c, '/api/blade-auth/oauth/user-info', (await cookie(context, 'access_token'))!)).toBe(200);
    await context.close();
  });

  it('leaves a younger token alone', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    const access = await cookie(context, 'access_token');
    await page.evaluate(AGE_TOKEN, 2900);
    await page.reload();
    await page.getByTestId('top-menu').waitFor();
    // Past the moment a tab handed the renewal waits before it checks.
    await page.waitForTimeout(2500);
    expect(await cookie(context, 'access_token')).toBe(access);
    await context.close();
  });

  it('renews once for all the tabs of a browser, so the server never sees a refresh token twice', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    const tabs = [page, await context.newPage(), await context.newPage()];
    await Promise.all(tabs.slice(1).map((tab) => tab.goto(`${c.base}/setup/index`)));
    const access = await cookie(context, 'access_token');
    await page.evaluate(AGE_TOKEN, 3001);
    // Every tab checks at once; a second refresh with the same token would end the session.
    await Promise.all(tabs.map((tab) => tab.reload()));
    await poll(() => cookie(context, 'access_token')).not.toBe(access);
    const token = (await cookie(context, 'access_token'))!;
    // Each tab is brought to the front before its menu is counted: a background tab is throttled and,
    // on a loaded machine, may not render within the wait. The renewal above happened in every tab's
    // background already; this checks that none of them was logged out by it.
    for (const tab of tabs) {
      await tab.bringToFront();
      await poll(() => tab.getByTestId('top-menu').count()).toBe(1);
    }
    expect(await statusWithToken(c, '/api/blade-auth/oauth/user-info', token)).toBe(200);
    for (const tab of tabs) expect(new URL(tab.url()).pathname).not.toBe('/login');
    await context.close();
  });

  it('logs out to /login?code=unauthor when the renewal is refused', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await context.addCookies([{ name: 'refresh_token', value: 'not-a-token', url: c.base }]);
    await page.evaluate(AGE_TOKEN, 3001);
    await page.reload();
    await page.waitForURL(/\/login\?code=unauthor$/);
    await context.close();
  });
});
