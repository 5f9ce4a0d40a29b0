import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, loginAs, openPage, startConsole, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('identity-register');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('the registration dialog', () => {
  it('runs its four checks in the specification’s order', async () => {
    const { page, context } = await openPage(c);
    await page.getByTestId('login-register').click();
    const dialog = page.getByTestId('register-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.bp6-dialog-header').innerText()).toContain('账号注册');
    const error = page.getByTestId('register-error');
    const submit = page.getByTestId('register-submit');

    await page.getByTestId('register-tenantId').fill('');
    await submit.click();
    await poll(() => error.innerText()).toBe('请先输入租户编号');
    await page.getByTestId('register-tenantId').fill('000000');
    await submit.click();
    await poll(() => error.innerText()).toBe('请先输入账号名称');
    await page.getByTestId('register-account').fill('liming');
    await page.getByTestId('register-password').fill('Liming-2026!');
    await submit.click();
    await poll(() => error.innerText()).toBe('请先输入密码');
    await page.getByTestId('register-password2').fill('Liming-2026?');
    await submit.click();
    await poll(() => error.innerText()).toBe('两次密码输入不一致');
    await c.shot(page, 'register-mismatch');
    await context.close();
  });

  it('is a fifth of the window wide', async () => {
    const { page, context } = await openPage(c);
    await page.getByTestId('login-register').click();
    // Measured once the opening animation (a scale transform) is over.
    const width = async () => Math.round((await page.locator('.register-dialog').boundingBox())?.width ?? 0);
    await poll(width).toBe(Math.round(1366 * 0.2));
    await context.close();
  });

  it('shows the server’s message when the server refuses the registration', async () => {
    const { page, context } = await openPage(c);
    await page.getByTestId('login-register').click();
    await page.getByTestId('register-tenantId').fill('000000');
    await page.getByTestId('register-account').fill('corp1');
    await page.getByTestId('register-password').fill('Liming-2026!');
    await page.getByTestId('register-password2').fill('Liming-2026!');
    await page.getByTestId('register-submit').click();
    await poll(() => page.getByTestId('register-error').innerText()).not.toBe('');
    expect(await page.getByTestId('register-error').innerText()).not.toBe('提交失败');
    await c.shot(page, 'register-refused');
    await context.close();
  });

  it('submits a registration, says it waits for approval, and leaves the visitor on the login page', async () => {
    const { page, context } = await openPage(c);
    await page.getByTestId('login-register').click();
    await page.getByTestId('register-tenantId').fill('000000');
    await page.getByTestId('register-name').fill('李明');
    await page.getByTestId('register-account').fill('liming');
    await page.getByTestId('register-password').fill('Liming-2026!');
    await page.getByTestId('register-password2').fill('Liming-2026!');
    await page.getByTestId('register-submit').click();
    const notice = page.getByTestId('register-success');
    await notice.waitFor();
    expect(await notice.locator('.bp6-dialog-header').innerText()).toContain('注册提示');
    expect(await page.getByTestId('register-success-text').innerText()).toBe('注册申请已提交,请耐心等待管理员通过!');
    await c.shot(page, 'register-submitted');
    await page.getByTestId('register-success-ok').click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('lets the administrator approve it into an account that can log in', async () => {
    const admin = await loginAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/user?tab=registration`);
    const row = admin.page.getByTestId('row-liming');
    await row.waitFor();
    expect(await row.getByTestId('registration-status').getAttribute('data-status')).toBe('pending');
    await row.getByTestId('row-approve').click();
    const union = admin.page.getByTestId('field-unionId');
    await poll(() => union.locator('option[value="1101"]').textContent()).toContain('北京智联科技有限公司工会');
    await union.selectOption('1101');
    await c.shot(admin.page, 'approve-registration');
    await admin.page.getByTestId('dialog-submit').click();
    await poll(() => row.getByTestId('registration-status').getAttribute('data-status')).toBe('approved');
    await admin.context.close();

    const member = await loginAs(c, 'liming', 'Liming-2026!');
    expect(await member.page.getByTestId('header-user').innerText()).toContain('北京智联科技有限公司工会');
    await member.context.close();
  });

  it('hides the tenant field when the address names the tenant', async () => {
    const { page, context } = await openPage(c, '/login?tenantId=000000');
    expect(await page.getByTestId('login-tenant').count()).toBe(0);
    await page.getByTestId('login-register').click();
    await page.getByTestId('register-dialog').waitFor();
    expect(await page.getByTestId('register-tenantId').count()).toBe(0);
    // With the tenant known, the first check is the account name.
    await page.getByTestId('register-submit').click();
    await poll(() => page.getByTestId('register-error').innerText()).toBe('请先输入账号名称');
    await page.keyboard.press('Escape');
    await fillLogin(page, 'corp1');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
