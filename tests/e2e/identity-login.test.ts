import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookie, fillLogin, loginAs, openPage, startConsole, topMenuCodes, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('identity-login');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

const BUSINESS = ['home', 'myunion', 'member', 'activity', 'train', 'meeting', 'protection', 'honor', 'article', 'work'];

describe('logging in with the captcha', () => {
  it('shows the captcha image, and a click on it draws a new one', async () => {
    const { page, context } = await openPage(c);
    const image = page.getByTestId('login-captcha-image');
    await image.locator('img').waitFor();
    const first = await image.getAttribute('data-key');
    expect(await image.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await image.click();
    await poll(() => image.getAttribute('data-key')).not.toBe(first);
    await c.shot(page, 'login-page');
    await context.close();
  });

  it('refuses a wrong captcha with the server’s error_description and draws a new captcha', async () => {
    const { page, context } = await openPage(c);
    await page.locator('[data-testid="login-captcha-image"] img').waitFor();
    const first = await page.getByTestId('login-captcha-image').getAttribute('data-key');
    await fillLogin(page, 'corp1', undefined, 'WRONG');
    await poll(() => page.getByTestId('login-error').innerText()).toBe('验证码不正确或已过期');
    await poll(() => page.getByTestId('login-captcha-image').getAttribute('data-key')).not.toBe(first);
    expect(await page.getByTestId('login-captcha').inputValue()).toBe('');
    expect(page.url()).toContain('/login');
    await c.shot(page, 'wrong-captcha');
    await context.close();
  });

  it('refuses a wrong password with the server’s message and keeps the visitor on the login page', async () => {
    const { page, context } = await openPage(c);
    await fillLogin(page, 'corp1', 'Not-the-passw0rd!');
    await poll(() => page.getByTestId('login-error').innerText()).toBe('用户名或密码不正确');
    expect(await cookie(context, 'access_token')).toBeUndefined();
    await context.close();
  });

  it('logs a corp in, keeps its tokens in cookies and shows its menus from the server, with the sub-account menu', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await cookie(context, 'access_token')).toBeTruthy();
    expect(await cookie(context, 'refresh_token')).toBeTruthy();
    expect(await topMenuCodes(page)).toEqual(BUSINESS);
    expect(await page.getByTestId('header-user').innerText()).toContain('北京智联科技有限公司工会');
    await c.shot(page, 'corp1-home');
    await page.getByTestId('btn-settings').click();
    await page.getByTestId('side-subaccount').waitFor();
    await c.shot(page, 'corp1-settings');
    await context.close();
  });

  it('logs a launion in and shows its menus, without the sub-account menu', async () => {
    const { page, context } = await loginAs(c, 'launion1');
    expect(await topMenuCodes(page)).toEqual(BUSINESS);
    await page.getByTestId('btn-settings').click();
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByTestId('side-subaccount').count()).toBe(0);
    await page.goto(`${c.base}/setting/sub`);
    await page.waitForURL(/\/403$/);
    await c.shot(page, 'launion1-no-sub-accounts');
    await context.close();
  });

  it('shows the administration menu to the administrator only', async () => {
    const admin = await loginAs(c, 'admin');
    expect(await topMenuCodes(admin.page)).toEqual([...BUSINESS, 'flow', 'system']);
    await admin.page.getByTestId('menu-system').click();
    await admin.page.getByTestId('side-user').waitFor();
    await c.shot(admin.page, 'admin-system');
    await admin.context.close();

    const corp = await loginAs(c, 'corp1');
    await corp.page.goto(`${c.base}/system/user`);
    await corp.page.waitForURL(/\/403$/);
    await corp.context.close();
  });

  it('leaves 荣誉 out of the menu of a branch-type union, because the server does', async () => {
    await c.stack.db.updateTable('union_org').set({ union_type: 'branch' }).where('id', '=', '1102').execute();
    const { page, context } = await loginAs(c, 'corp2');
    expect(await topMenuCodes(page)).toEqual(BUSINESS.filter((code) => code !== 'honor'));
    await page.goto(`${c.base}/honor/index`);
    await page.waitForURL(/\/404$/);
    await c.shot(page, 'branch-union-without-honours');
    await context.close();
  });
});

describe('the guard', () => {
  it('sends a visitor to /login, and back to the page asked for once logged in', async () => {
    const { page, context } = await openPage(c, '/setup/index');
    await page.waitForURL(/\/login$/);
    await fillLogin(page, 'corp1');
    await page.waitForURL(/\/setup\/index$/);
    await context.close();
  });

  it('sends a logged-in user away from /login and /verify to /', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.goto(`${c.base}/setup/index`);
    await page.goto(`${c.base}/login`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${c.base}/verify`);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('sends /verify without a pending identity check to /login', async () => {
    const { page, context } = await openPage(c, '/verify');
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('sends unknown paths to /404 and shows the error pages', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.goto(`${c.base}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.getByTestId('error-404').waitFor();
    for (const code of [403, 500]) {
      await page.goto(`${c.base}/${code}`);
      await page.getByTestId(`error-${code}`).waitFor();
    }
    await context.close();
  });

  it('titles each page after its route', async () => {
    const { page, context } = await loginAs(c, 'admin');
    const titles: Record<string, string> = {
      '/': '首页 - 工会服务平台',
      '/setting/index': '账号设置 - 工会服务平台',
      '/system/role': '角色管理 - 工会服务平台',
      '/work': '待办任务 - 工会服务平台',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`${c.base}${path}`);
      await poll(() => page.title()).toBe(title);
    }
    await context.close();
  });

  it('opens a route with the query target in a new window and stays where it was', async () => {
    const { page, context } = await loginAs(c, 'corp1');
    await page.goto(`${c.base}/setting/index`);
    const opened = context.waitForEvent('page');
    // A link the way a menu flagged "opens in a new window" makes it.
    await page.evaluate(() => {
      window.history.pushState({ idx: 1 }, '', '/setup/index?target=_blank');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
    });
    const popup = await opened;
    await popup.waitForURL((url) => url.pathname === '/setup/index' && !url.search.includes('target'));
    await page.waitForURL((url) => url.pathname === '/setting/index');
    await context.close();
  });
});
