import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInAs, startConsole, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('identity-admin');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('granting a role', () => {
  it('gives the role’s accounts the granted menu once they log in again', async () => {
    const before = await signedInAs(c, 'launion1');
    await before.page.getByTestId('btn-settings').click();
    await before.page.getByTestId('profile-form').waitFor();
    expect(await before.page.getByTestId('side-subaccount').count()).toBe(0);
    await before.context.close();

    const admin = await signedInAs(c, 'admin');
    await admin.page.getByTestId('menu-system').click();
    await admin.page.getByTestId('side-role').click();
    const row = admin.page.getByTestId('row-launion');
    await row.getByTestId('row-grant').click();
    const dialog = admin.page.getByTestId('role-grant');
    const menuBox = dialog.getByTestId('role-grant-menu-subaccount');
    await menuBox.waitFor({ state: 'attached' });
    // The dialog says that a menu brings its screens' calls along.
    expect(await dialog.getByTestId('role-grant-hint-menu').innerText()).toContain('接口权限一并授予');
    expect(await menuBox.isChecked()).toBe(false);
    // The role already holds the business menus.
    expect(await dialog.getByTestId('role-grant-menu-home').isChecked()).toBe(true);
    await menuBox.check({ force: true });
    expect(await dialog.getByTestId('role-grant-menu-setting').isChecked()).toBe(true);
    // The screen calls the sub-account API: its scope is granted with it.
    await dialog.getByTestId('role-grant-tab-apiScope').click();
    await dialog.getByTestId('role-grant-apiScope-user.sub.manage').check({ force: true });
    await c.shot(admin.page, 'role-grant-dialog');
    await dialog.getByTestId('role-grant-save').click();
    await dialog.waitFor({ state: 'detached' });
    await admin.context.close();

    const after = await signedInAs(c, 'launion1');
    await after.page.getByTestId('btn-settings').click();
    await after.page.getByTestId('side-subaccount').click();
    await after.page.waitForURL(/\/setting\/sub$/);
    await after.page.getByTestId('table-pager').waitFor();
    await c.shot(after.page, 'launion1-sub-accounts-granted');
    await after.context.close();
  });
});

describe('the user screen', () => {
  it('creates an account with its first password and its union picked by name, which then logs in', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/user`);
    await admin.page.getByTestId('row-corp1').waitFor();
    await admin.page.getByTestId('btn-new').click();
    const dialog = admin.page.getByTestId('user-dialog');
    await admin.page.getByTestId('field-account').waitFor();
    await admin.page.getByTestId('dialog-submit').click();
    await poll(() => dialog.innerText()).toContain('请输入账号');
    await admin.page.getByTestId('field-account').fill('corp5');
    await admin.page.getByTestId('field-name').fill('北京新星科技有限公司工会');
    await admin.page.getByTestId('field-ident').selectOption('corp');
    // The union is picked by its name from the organisation tree, not typed as a number.
    const union = admin.page.getByTestId('field-unionId');
    await poll(() => union.locator('option[value="1102"]').textContent()).toContain('北京云图软件有限公司工会');
    await union.selectOption('1102');
    await admin.page.getByTestId('field-password').fill('Corp5-Passw0rd!');
    await admin.page.getByTestId('field-password2').fill('Corp5-Passw0rd!');
    await c.shot(admin.page, 'new-user');
    await admin.page.getByTestId('dialog-submit').click();
    await admin.page.getByTestId('row-corp5').waitFor();
    await c.shot(admin.page, 'users');
    await admin.context.close();

    const corp5 = await loginAs(c, 'corp5', 'Corp5-Passw0rd!');
    expect(await corp5.page.getByTestId('header-user').innerText()).toContain('北京云图软件有限公司工会');
    await corp5.context.close();
  });

  it('resets a password, after which only the new one logs in', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/user`);
    await admin.page.getByTestId('row-corp5').getByTestId('row-reset').click();
    await admin.page.getByTestId('field-password').fill('Reset-Passw0rd!');
    await admin.page.getByTestId('field-password2').fill('Reset-Passw0rd!');
    await admin.page.getByTestId('dialog-submit').click();
    await admin.page.getByTestId('reset-dialog').waitFor({ state: 'detached' });
    await admin.context.close();

    const corp5 = await loginAs(c, 'corp5', 'Reset-Passw0rd!');
    await corp5.context.close();
  });

  it('lists the registrations waiting for approval in their own tab', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/user`);
    await admin.page.getByTestId('tab-registration').click();
    await admin.page.waitForURL(/tab=registration/);
    await admin.page.getByTestId('table-pager').waitFor();
    await c.shot(admin.page, 'registrations');
    await admin.context.close();
  });
});

describe('the other administration screens', () => {
  it('shows every screen of 系统管理 to the platform administrator', async () => {
    const admin = await signedInAs(c, 'admin');
    const screens: [string, string][] = [
      ['role', 'row-administrator'],
      ['menu', 'row-setup1_add'],
      ['topmenu', 'row-home'],
      ['tenant', 'row-100001'],
      ['client', 'row-web'],
      ['dept', 'table-pager'],
      ['post', 'table-pager'],
    ];
    await admin.page.getByTestId('menu-system').click();
    await admin.page.getByTestId('section-system').waitFor();
    await c.shot(admin.page, 'system-section');
    for (const [screen, ready] of screens) {
      await admin.page.getByTestId(`side-${screen}`).click();
      await admin.page.waitForURL(new RegExp(`/system/${screen}$`));
      const page = admin.page.getByTestId(`admin-${screen}`);
      // The department tree has no pager: it waits for its empty table instead.
      await (screen === 'dept' ? page.locator('table') : admin.page.getByTestId(ready)).first().waitFor();
      await c.shot(admin.page, `screen-${screen}`);
    }
    await admin.context.close();
  });

  it('creates and removes a post, asking first', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/post`);
    await admin.page.getByTestId('btn-new').click();
    await admin.page.getByTestId('field-postCode').fill('union-chair');
    await admin.page.getByTestId('field-postName').fill('工会主席');
    await admin.page.getByTestId('dialog-submit').click();
    const row = admin.page.getByTestId('row-union-chair');
    await row.waitFor();
    await admin.page.getByTestId('btn-delete').click();
    await admin.page.getByText('请选择至少一条数据').first().waitFor();
    await row.getByTestId('row-select').check({ force: true });
    await admin.page.getByTestId('btn-delete').click();
    expect(await admin.page.getByTestId('confirm-delete').innerText()).toBe('确定将选择数据删除?');
    await admin.page.locator('.confirm-alert').getByRole('button', { name: '确定' }).click();
    await row.waitFor({ state: 'detached' });
    await admin.context.close();
  });

  it('nests a new department under its parent', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/dept`);
    await admin.page.getByTestId('btn-new').click();
    await admin.page.getByTestId('field-deptName').fill('办公室');
    await admin.page.getByTestId('dialog-submit').click();
    await admin.page.getByTestId('row-办公室').getByTestId('row-add-child').click();
    await admin.page.getByTestId('field-deptName').fill('档案室');
    await admin.page.getByTestId('dialog-submit').click();
    await admin.page.getByTestId('row-档案室').waitFor();
    await c.shot(admin.page, 'departments');
    await admin.context.close();
  });

  it('keeps tenants and menus to the platform administrator: another tenant’s administrator gets /403', async () => {
    const admin2 = await loginAs(c, 'admin2', undefined, '100001');
    await admin2.page.getByTestId('menu-system').click();
    await admin2.page.getByTestId('side-user').waitFor();
    expect(await admin2.page.getByTestId('side-tenant').count()).toBe(0);
    for (const screen of ['tenant', 'client', 'menu']) {
      await admin2.page.goto(`${c.base}/system/${screen}`);
      await admin2.page.waitForURL(/\/403$/);
    }
    await admin2.page.goto(`${c.base}/system/user`);
    await admin2.page.getByTestId('row-corp9').waitFor();
    expect(await admin2.page.getByTestId('row-corp1').count()).toBe(0);
    await admin2.context.close();
  });
});

describe('guide progress', () => {
  it('shows the administrator every union account’s steps: one for a corp, twenty-two for a launion', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.getByTestId('menu-system').click();
    await admin.page.getByTestId('side-guide').click();
    const corp = admin.page.getByTestId('row-corp1');
    await corp.waitFor();
    expect(await corp.getByTestId('guide-progress').innerText()).toContain('/ 1');
    expect(await admin.page.getByTestId('row-launion1').getByTestId('guide-progress').innerText()).toContain('/ 22');
    await c.shot(admin.page, 'guide-progress');
    await admin.context.close();
  });
});
