import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, type ApiSession } from '../support';
import { fillLogin, openPage, poll, startConsole, topMenuCodes, type ConsoleStack } from './identity-helpers';

const SYS = '/api/blade-system';

let c: ConsoleStack;
let admin: ApiSession;

const menuIds = async (codes: string[]) =>
  codes.length ? (await c.stack.db.selectFrom('menu').select('id').where('code', 'in', codes).execute()).map((m) => String(m.id)) : [];

/** The administrator, through the API, creates a role with `menus` only and an account that holds it. */
async function accountWithMenus(account: string, menus: string[]): Promise<void> {
  const role = await admin.post(`${SYS}/role/submit`, { roleName: `只有菜单${account}`, roleAlias: account, parentId: '0' });
  expect(role.status).toBe(200);
  const roleId = String(role.body.data.id);
  expect((await admin.post(`${SYS}/role/grant`, { roleIds: [roleId], menuIds: await menuIds(menus) })).status).toBe(200);
  const user = { account, name: '北京新星科技有限公司工会', ident: 'corp', unionId: '1102', roleId, password: DEMO_PASSWORD };
  expect((await admin.post('/api/blade-user/user/submit', user)).status).toBe(200);
}

beforeAll(async () => {
  c = await startConsole('menu-only-user');
  admin = await login(c.stack.app, 'admin');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('an account whose role was granted menus only', () => {
  it('logs in, sees its menu, opens the menu’s list, is refused elsewhere with a way out, and logs out', async () => {
    await accountWithMenus('menuonly', ['home', 'myunion', 'setup', 'setup1', 'setup1_view']);
    const { page, context } = await openPage(c);
    await fillLogin(page, 'menuonly');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByTestId('top-menu').waitFor();
    expect(await topMenuCodes(page)).toContain('myunion');
    await c.shot(page, 'menu-only-home');

    await page.goto(`${c.base}/crop/setup1`);
    await page.getByTestId('table-pager').waitFor();
    await c.shot(page, 'menu-only-list');

    await page.goto(`${c.base}/system/user`);
    await page.getByTestId('error-403').waitFor();
    await page.getByTestId('error-home').waitFor();
    await c.shot(page, 'menu-only-403');
    await page.getByTestId('page-logout').click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-account').waitFor();
    await context.close();
  });
});

describe('an account whose roles grant no menu', () => {
  it('is told it has no menu yet and can log out', async () => {
    await accountWithMenus('nomenu', []);
    const { page, context } = await openPage(c);
    await fillLogin(page, 'nomenu');
    await page.getByTestId('no-menu').waitFor();
    await poll(() => page.getByTestId('no-menu').innerText()).toContain('您的账号尚未分配任何菜单，请联系管理员');
    await c.shot(page, 'no-menu');
    // The login page does not send it back here in a loop: logout really ends the session.
    await page.getByTestId('page-logout').click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-account').waitFor();
    await page.goto(`${c.base}/`);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});
