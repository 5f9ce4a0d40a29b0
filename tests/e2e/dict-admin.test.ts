import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInAs, startConsole, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('dict-admin');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

/** The public dictionary call, as the login and form pages make it. */
async function publicDictionary(code: string): Promise<string[]> {
  const res = await fetch(`${c.base}/api/blade-system/dict/dictionary?code=${code}`);
  return ((await res.json()) as { data: { dictValue: string }[] }).data.map((i) => i.dictValue);
}

describe('the system dictionary screen', () => {
  it('creates a dictionary, builds its entries as a tree, edits and removes one, and the forms see it', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.getByTestId('menu-system').click();
    await admin.page.getByTestId('side-dict').click();
    await admin.page.waitForURL(/\/system\/dict$/);
    // The national standards are seeded sealed.
    await poll(() => admin.page.getByTestId('row-sex').innerText()).toContain('已封存');
    await c.shot(admin.page, 'dictionaries');

    await admin.page.getByTestId('btn-new').click();
    const dialog = admin.page.getByTestId('dict-dialog');
    await admin.page.getByTestId('field-code').waitFor();
    await admin.page.getByTestId('dialog-submit').click();
    await poll(() => dialog.innerText()).toContain('请输入字典编号');
    await admin.page.getByTestId('field-code').fill('activity_level');
    await admin.page.getByTestId('field-dictValue').fill('活动级别');
    await admin.page.getByTestId('field-sort').fill('1');
    await admin.page.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.page.getByTestId('row-activity_level');
    await row.waitFor();

    await row.getByTestId('row-config').click();
    const entries = admin.page.getByTestId('dict-entries');
    await entries.getByTestId('btn-new').click();
    const entryDialog = admin.page.getByTestId('dict-entry-dialog');
    await admin.page.getByTestId('field-dictKey').waitFor();
    await admin.page.getByTestId('dialog-submit').click();
    await poll(() => entryDialog.innerText()).toContain('请输入字典键值');
    await admin.page.getByTestId('field-dictKey').fill('1');
    await admin.page.getByTestId('field-dictValue').fill('区级');
    await admin.page.getByTestId('field-sort').fill('1');
    await admin.page.getByTestId('dialog-submit').click();
    await entryDialog.waitFor({ state: 'detached' });
    await entries.getByTestId('entry-1').waitFor();

    // 新增下级 under 区级.
    await entries.getByTestId('entry-1').getByTestId('entry-add-child').click();
    await admin.page.getByTestId('field-dictKey').fill('11');
    await admin.page.getByTestId('field-dictValue').fill('区级示范');
    await admin.page.getByTestId('field-sort').fill('1');
    await admin.page.getByTestId('dialog-submit').click();
    await entries.getByTestId('entry-11').waitFor();
    await c.shot(admin.page, 'entries-tree');

    await entries.getByTestId('entry-1').getByTestId('entry-edit').click();
    await admin.page.getByTestId('field-dictValue').fill('区级活动');
    await admin.page.getByTestId('dialog-submit').click();
    await poll(() => entries.getByTestId('entry-1').innerText()).toContain('区级活动');
    await poll(() => publicDictionary('activity_level')).toEqual(['区级活动', '区级示范']);

    await entries.getByTestId('entry-11').getByTestId('entry-delete').click();
    await admin.page.getByTestId('confirm-delete').waitFor();
    await admin.page.locator('.confirm-alert').getByRole('button', { name: '确定' }).click();
    await entries.getByTestId('entry-11').waitFor({ state: 'detached' });
    await poll(() => publicDictionary('activity_level')).toEqual(['区级活动']);
    await admin.context.close();
  });

  it('shows a sealed entry refused with the reason', async () => {
    const admin = await signedInAs(c, 'admin');
    await admin.page.goto(`${c.base}/system/dict`);
    await admin.page.getByTestId('row-sex').getByTestId('row-config').click();
    const entries = admin.page.getByTestId('dict-entries');
    await entries.getByTestId('entry-1').getByTestId('entry-edit').click();
    await admin.page.getByTestId('field-dictValue').fill('男性');
    await admin.page.getByTestId('dialog-submit').click();
    await poll(() => admin.page.locator('body').innerText()).toContain('字典已封存,不能修改或删除');
    await c.shot(admin.page, 'sealed-refused');
    expect(await publicDictionary('sex')).toEqual(['男', '女']);
    await admin.context.close();
  });
});

describe('the business dictionary screen', () => {
  it('is the tenant administrator’s, without the system dictionaries', async () => {
    const admin2 = await loginAs(c, 'admin2', undefined, '100001');
    await admin2.page.getByTestId('menu-system').click();
    await admin2.page.getByTestId('side-dictbiz').waitFor();
    expect(await admin2.page.getByTestId('side-dict').count()).toBe(0);
    await admin2.page.getByTestId('side-dictbiz').click();
    await admin2.page.waitForURL(/\/system\/dictbiz$/);
    await admin2.page.getByTestId('btn-new').click();
    await admin2.page.getByTestId('field-code').fill('activity_cate');
    await admin2.page.getByTestId('field-dictValue').fill('活动类别');
    await admin2.page.getByTestId('field-sort').fill('1');
    await admin2.page.getByTestId('dialog-submit').click();
    await admin2.page.getByTestId('row-activity_cate').waitFor();
    await c.shot(admin2.page, 'business-dictionaries');
    await admin2.context.close();
  });
});
