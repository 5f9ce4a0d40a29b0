import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PNG } from '../support';
import { fillLogin, loginAs, signedInAs, openPage, startConsole, poll, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('identity-settings');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('account settings', () => {
  it('saves the profile and shows the new name in the header', async () => {
    const { page, context } = await signedInAs(c, 'corp2');
    await page.getByTestId('btn-settings').click();
    await page.getByTestId('field-name').fill('云图软件工会(新)');
    await page.getByTestId('field-email').fill('union@example.com');
    await page.getByTestId('profile-save').click();
    await poll(() => page.getByTestId('header-user').innerText()).toContain('云图软件工会(新)');
    await page.reload();
    await poll(() => page.getByTestId('field-email').inputValue()).toBe('union@example.com');
    await c.shot(page, 'profile');
    await context.close();
  });

  it('checks an avatar in the browser: jpg or png, at most 500 KB, before anything is sent', async () => {
    const { page, context } = await signedInAs(c, 'corp2');
    await page.getByTestId('btn-settings').click();
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('put-file') && uploads.push(r.url()));
    const input = page.getByTestId('profile-avatar-input');
    await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('头像图片只能是 JPG/PNG 格式!').first().waitFor();
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(500 * 1024 + 1) });
    await page.getByText('头像图片大小不能超过 500KB!').first().waitFor();
    expect(uploads).toEqual([]);
    await context.close();
  });

  it('uploads an avatar, saves it with the profile and shows it in the profile and the header after a reload', async () => {
    const { page, context } = await signedInAs(c, 'corp2');
    await page.getByTestId('btn-settings').click();
    const answered = page.waitForResponse((r) => r.url().includes('/oss/endpoint/put-file'));
    await page.getByTestId('profile-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    expect((await answered).status()).toBe(200);
    /** The image's state in `box`: its address is an object URL of the fetched file, decoded to its pixels. */
    const shown = (box: string) =>
      page.evaluate((selector) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return img ? `${img.src.split(':')[0]} ${img.complete ? img.naturalWidth : 0}` : 'none';
      }, `[data-testid="${box}"] img`);
    await poll(() => shown('profile-avatar')).toBe('blob 1');
    await page.getByTestId('profile-save').click();
    await page.getByText('更新成功').first().waitFor();
    const saved = await c.stack.db.selectFrom('app_user').select('avatar').where('account', '=', 'corp2').executeTakeFirstOrThrow();
    expect(saved.avatar).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\/[0-9a-f]{32}\.png$/);
    await page.reload();
    await poll(() => shown('profile-avatar')).toBe('blob 1');
    await poll(() => shown('header-user')).toBe('blob 1');
    await c.shot(page, 'profile-avatar');
    await context.close();
  });

  it('shows a corp its single guide step and a launion its 22', async () => {
    for (const [account, steps] of [
      ['corp1', '1'],
      ['launion1', '22'],
    ] as const) {
      const { page, context } = await signedInAs(c, account);
      await page.goto(`${c.base}/setting/index?tab=guide`);
      const progress = page.getByTestId('guide-progress');
      await progress.waitFor();
      expect(await progress.getAttribute('data-steps')).toBe(steps);
      expect(await page.getByTestId(`guide-step-${steps}`).count()).toBe(1);
      await c.shot(page, `${account}-guide`);
      await context.close();
    }
  });

  it('keeps the union’s contact person', async () => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/setting/index?tab=link`);
    await page.getByTestId('field-linkName').fill('王芳');
    await page.getByTestId('field-linkPhone').fill('13800138000');
    await page.getByTestId('link-save').click();
    await page.getByText('更新成功').first().waitFor();
    await page.reload();
    await poll(() => page.getByTestId('field-linkName').inputValue()).toBe('王芳');
    await context.close();
  });

  it('checks a new password against the policy, then changes it and ends the session', async () => {
    const { page, context } = await signedInAs(c, 'corp3');
    await page.goto(`${c.base}/setting/index?tab=password`);
    const form = page.getByTestId('password-form');
    await page.getByTestId('field-oldPwd').fill('Demo-Passw0rd!');
    await page.getByTestId('field-pwd').fill('short');
    await page.getByTestId('password-save').click();
    await poll(() => form.innerText()).toContain('密码长度为8到18位');
    await page.getByTestId('field-pwd').fill('alllowercase1!');
    await page.getByTestId('password-save').click();
    await poll(() => form.innerText()).toContain('密码必须包含大小写字母、数字和特殊字符');
    await page.getByTestId('field-pwd').fill('New-Passw0rd!');
    await page.getByTestId('field-pwd1').fill('New-Passw0rd?');
    await page.getByTestId('password-save').click();
    await poll(() => form.innerText()).toContain('两次密码输入不一致');
    await c.shot(page, 'password-mismatch');
    await page.getByTestId('field-pwd1').fill('New-Passw0rd!');
    await page.getByTestId('password-save').click();
    await page.waitForURL(/\/login$/);
    await context.close();

    const old = await openPage(c);
    await fillLogin(old.page, 'corp3');
    await poll(() => old.page.getByTestId('login-error').innerText()).toBe('用户名或密码不正确');
    await old.context.close();
    const renewed = await loginAs(c, 'corp3', 'New-Passw0rd!');
    await renewed.context.close();
  });
});

describe('logging in by SMS code and the identity check', () => {
  it('sends a code to the phone, then lets the person choose which of its accounts to enter on /verify', async () => {
    await c.stack.db.updateTable('app_user').set({ phone: '13900139000' }).where('account', 'in', ['corp1', 'corp1sub']).execute();
    const { page, context } = await openPage(c);
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('sms-phone').fill('13900139000');
    await page.getByTestId('sms-send').click();
    await poll(() => page.getByTestId('sms-send').isDisabled()).toBe(true);
    const sent = await c.stack.db
      .selectFrom('sms_outbox')
      .select('params')
      .where('phone', '=', '13900139000')
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow();
    await page.getByTestId('sms-code').fill(sent.params.code!);
    await page.getByTestId('sms-submit').click();
    await page.waitForURL(/\/verify$/);
    await page.getByTestId('verify-account-corp1sub').waitFor();
    await c.shot(page, 'verify');
    await page.getByTestId('verify-account-corp1').check({ force: true });
    await page.getByTestId('verify-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByTestId('header-user').innerText()).toContain('北京智联科技有限公司工会');
    // The check is used up: /verify now belongs to no one.
    await page.getByTestId('btn-logout').click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${c.base}/verify`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
