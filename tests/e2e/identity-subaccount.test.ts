import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInAs, startConsole, topMenuCodes, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('identity-subaccount');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('a sub-account', () => {
  it('sees only the member pages it was granted and gets /403 on the set-up request', async () => {
    const { page, context } = await signedInAs(c, 'corp1sub');
    expect(await topMenuCodes(page)).toEqual(['member']);
    // Home is every account's landing page; it offers nothing the sub-account was not granted.
    expect(await page.getByTestId('module-card-setup1').count()).toBe(0);
    expect(await page.getByTestId('todo-button').count()).toBe(0);
    await c.shot(page, 'corp1sub-home');
    await page.getByTestId('menu-member').click();
    await page.getByTestId('section-member').waitFor();
    expect(await page.getByTestId('section-item-member_join').count()).toBe(1);
    await c.shot(page, 'corp1sub-members');

    for (const path of ['/setup/setup1/form', '/crop/setup1', '/setup/index', '/work', '/setting/sub']) {
      await page.goto(`${c.base}${path}`);
      await page.waitForURL(/\/403$/);
    }
    await c.shot(page, 'corp1sub-forbidden');
    // Its own account settings stay its own.
    await page.goto(`${c.base}/setting/index`);
    await page.getByTestId('profile-form').waitFor();
    await context.close();
  });

  it('is created by its main account with a password and a menu grant, and sees just that', async () => {
    const corp = await signedInAs(c, 'corp1');
    await corp.page.goto(`${c.base}/setting/sub`);
    await corp.page.getByTestId('row-corp1sub').waitFor();
    await c.shot(corp.page, 'corp1-sub-accounts');
    await corp.page.getByTestId('btn-new').click();
    const dialog = corp.page.getByTestId('sub-dialog');
    await dialog.getByTestId('sub-menu').waitFor();
    expect(await dialog.getByTestId('sub-menu-subaccount').count()).toBe(0);
    await corp.page.getByTestId('field-account').fill('corp1setup');
    await corp.page.getByTestId('field-name').fill('智联科技工会(建会)');
    await corp.page.getByTestId('field-password').fill('short');
    await corp.page.getByTestId('field-password2').fill('short');
    await corp.page.getByTestId('dialog-submit').click();
    await poll(() => dialog.innerText()).toContain('密码长度为8到18位');
    await corp.page.getByTestId('field-password').fill('Setup-Passw0rd!');
    await corp.page.getByTestId('field-password2').fill('Setup-Passw0rd!');
    // The set-up request with its view and add buttons only: checking a button brings its menus along.
    await dialog.getByTestId('sub-menu-setup1_view').check({ force: true });
    await dialog.getByTestId('sub-menu-setup1_add').check({ force: true });
    expect(await dialog.getByTestId('sub-menu-setup1').getAttribute('data-state')).toBe('some');
    expect(await dialog.getByTestId('sub-menu-myunion').getAttribute('data-state')).toBe('some');
    await c.shot(corp.page, 'corp1-new-sub-account');
    await corp.page.getByTestId('dialog-submit').click();
    await corp.page.getByTestId('row-corp1setup').waitFor();

    // Editing shows the grant as it was saved.
    await corp.page.getByTestId('row-corp1setup').getByTestId('row-edit').click();
    await poll(() => dialog.getByTestId('sub-menu-setup1_add').isChecked()).toBe(true);
    expect(await dialog.getByTestId('sub-menu-setup1_delete').isChecked()).toBe(false);
    await corp.page.keyboard.press('Escape');
    await corp.context.close();

    const sub = await loginAs(c, 'corp1setup', 'Setup-Passw0rd!');
    expect(await topMenuCodes(sub.page)).toEqual(['myunion']);
    await sub.page.goto(`${c.base}/crop/setup1`);
    await sub.page.getByTestId('btn-new').waitFor();
    // No delete button was granted.
    expect(await sub.page.getByTestId('btn-delete').count()).toBe(0);
    await c.shot(sub.page, 'corp1setup-list');
    await sub.page.goto(`${c.base}/setup/setup1/form`);
    await sub.page.getByTestId('btn-save-draft').waitFor();
    expect(await sub.page.getByTestId('btn-submit').count()).toBe(0);
    await sub.page.goto(`${c.base}/member/index`);
    await sub.page.waitForURL(/\/404$/);
    await sub.context.close();
  });

  it('is removed by its main account', async () => {
    const corp = await signedInAs(c, 'corp1');
    await corp.page.goto(`${c.base}/setting/sub`);
    const row = corp.page.getByTestId('row-corp1setup');
    await row.getByTestId('row-delete').click();
    await corp.page.getByTestId('confirm-delete').waitFor();
    await corp.page.locator('.confirm-alert').getByRole('button', { name: '确定' }).click();
    await row.waitFor({ state: 'detached' });
    await corp.context.close();
  });
});

describe('buttons by the permission map', () => {
  it('shows a corp the set-up request’s buttons and a launion only the view', async () => {
    const corp = await signedInAs(c, 'corp1');
    await corp.page.goto(`${c.base}/crop/setup1`);
    await corp.page.getByTestId('btn-new').waitFor();
    expect(await corp.page.getByTestId('btn-delete').count()).toBe(1);
    await corp.page.goto(`${c.base}/setup/setup1/form`);
    await corp.page.getByTestId('btn-submit').waitFor();
    expect(await corp.page.getByTestId('btn-save-draft').count()).toBe(1);
    await corp.context.close();

    const launion = await signedInAs(c, 'launion1');
    await launion.page.goto(`${c.base}/crop/setup1`);
    await launion.page.getByTestId('table-pager').waitFor();
    expect(await launion.page.getByTestId('btn-new').count()).toBe(0);
    expect(await launion.page.getByTestId('btn-delete').count()).toBe(0);
    await c.shot(launion.page, 'launion1-setup1-list');
    await launion.context.close();
  });
});
