import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderConsole } from '../../../testing';
import { PUBLIC_DETAIL } from '../../../testing/answers/publicity';
import { PublicPublicityPage } from './PublicPublicityPage';

const DETAIL = 'GET /api/blade-crop/public/publicity/detail' as const;
const OBJECT = 'POST /api/blade-crop/public/publicity/objection' as const;
const CAPTCHA = 'GET /api/blade-auth/oauth/captcha' as const;

let captchas = 0;

/** The public notice (`search` naming the tenant, or not), each captcha asked for a new key. */
async function openNotice(api = new FakeApi(), search = '') {
  api.answer(DETAIL, PUBLIC_DETAIL).answer(CAPTCHA, () => ({ key: `key-${++captchas}`, image: 'data:image/svg+xml;base64,' }));
  const shown = await renderConsole(<PublicPublicityPage />, {
    api,
    at: `/public/publicity/${PUBLIC_DETAIL.id}${search}`,
    path: '/public/publicity/:id',
  });
  await screen.findByTestId('public-nominee-7002');
  return shown;
}

/** Opens 提出异议 on 王芳 and fills a valid objection with the captcha typed. */
async function fillObjection(user: Awaited<ReturnType<typeof openNotice>>['user']) {
  await user.click(within(screen.getByTestId('public-nominee-7002')).getByTestId('btn-object'));
  const dialog = await screen.findByTestId('objection-dialog');
  await waitFor(() => expect(within(dialog).getByTestId('login-captcha-image').getAttribute('data-key')).not.toBe(''));
  await user.type(within(dialog).getByTestId('field-content'), '反映该人选所在班组2025年发生过一起安全生产事故，请核查。');
  await user.type(within(dialog).getByTestId('field-mobile'), '13800138000');
  await user.type(within(dialog).getByTestId('login-captcha'), 'K7P2M');
  return dialog;
}

describe('the public notice (公示公告)', () => {
  it('asks the console’s tenant for the notice and shows each nominee’s public fields', async () => {
    const { api } = await openNotice();
    expect(api.callsTo(DETAIL)[0]!.headers.get('Tenant-Id')).toBe('000000');
    const wang = screen.getByTestId('public-nominee-7002');
    for (const text of ['王芳', '北京精工机械有限公司', '车间主任', '长期扎根一线']) expect(wang.textContent).toContain(text);
    expect(screen.getByTestId('public-publicity-dates').textContent).toBe('2026-11-02 至 2026-11-06（5个工作日）');
  });

  it('files an objection with the captcha shown and answers its reference number', async () => {
    const api = new FakeApi().answer(OBJECT, { objectionId: '9001', refNo: 'GS8001-123456' });
    const { user } = await openNotice(api);
    const dialog = await fillObjection(user);
    const key = within(dialog).getByTestId('login-captcha-image').getAttribute('data-key');
    await user.type(within(dialog).getByTestId('field-objectorName'), '王明');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect((await screen.findByTestId('objection-filed')).textContent).toContain('GS8001-123456');
    const call = api.callsTo(OBJECT)[0]!;
    expect(call.headers.get('Tenant-Id')).toBe('000000');
    expect(call.body).toEqual({
      publicityId: '8001',
      recordId: '7002',
      content: '反映该人选所在班组2025年发生过一起安全生产事故，请核查。',
      objectorName: '王明',
      mobile: '13800138000',
      captchaKey: key,
      captchaCode: 'K7P2M',
    });
  });

  it('sends nothing shorter than 10 characters', async () => {
    const api = new FakeApi();
    const { user } = await openNotice(api);
    await user.click(within(screen.getByTestId('public-nominee-7002')).getByTestId('btn-object'));
    const dialog = await screen.findByTestId('objection-dialog');
    await user.type(within(dialog).getByTestId('field-content'), '太短了');
    await user.type(within(dialog).getByTestId('field-mobile'), '13800138000');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('异议内容应为10–2000字')).toBeTruthy();
    expect(api.callsTo(OBJECT)).toHaveLength(0);
  });

  it('shows a wrong captcha on the captcha field and draws a new one', async () => {
    const api = new FakeApi().refuse(OBJECT, 400, '验证码不正确或已过期', {
      errors: [{ field: 'captchaCode', rule: 'captcha', message: '验证码不正确或已过期' }],
    });
    const { user } = await openNotice(api);
    const dialog = await fillObjection(user);
    const before = api.callsTo(CAPTCHA).length;
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('login-captcha').closest('.bp6-form-group')!.textContent).toContain('验证码不正确或已过期'),
    );
    await waitFor(() => expect(api.callsTo(CAPTCHA).length).toBe(before + 1));
    expect(within(dialog).getByTestId('login-captcha').closest('.bp6-form-group')!.className).toContain('bp6-intent-danger');
    expect(screen.queryByTestId('objection-filed')).toBeNull();
  });

  it('reads the notice and files the objection as the tenant the address names, the way back keeping it', async () => {
    const api = new FakeApi().answer(OBJECT, { objectionId: '9001', refNo: 'GS8001-123456' });
    const { user } = await openNotice(api, '?tenant=100001');
    expect(api.callsTo(DETAIL)[0]!.headers.get('Tenant-Id')).toBe('100001');
    expect(screen.getByTestId('public-publicity-back').getAttribute('href')).toBe('/public/publicity?tenant=100001');
    const dialog = await fillObjection(user);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await screen.findByTestId('objection-filed');
    expect(api.callsTo(OBJECT)[0]!.headers.get('Tenant-Id')).toBe('100001');
  });

  it('shows the server’s answer for a tenant that does not exist', async () => {
    const api = new FakeApi();
    api.refuse(DETAIL, 400, '租户编号不存在', { errors: [{ field: 'tenant-id', rule: 'exists', message: '租户编号不存在' }] });
    await renderConsole(<PublicPublicityPage />, { api, at: '/public/publicity/8001?tenant=999999', path: '/public/publicity/:id' });
    expect((await screen.findByTestId('public-publicity-error')).textContent).toBe('租户编号不存在');
    expect(api.callsTo(DETAIL)[0]!.headers.get('Tenant-Id')).toBe('999999');
  });
});
