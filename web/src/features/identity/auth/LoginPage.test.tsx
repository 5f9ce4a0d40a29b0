import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderConsole } from '../../../testing';
import { LoginPage } from './LoginPage';

const SITE = 'GET /api/blade-crop/public/site' as const;
const CAPTCHA = 'GET /api/blade-auth/oauth/captcha' as const;

/** The login page at `at`, its site and captcha answered. */
async function openLogin(at: string) {
  const api = new FakeApi()
    .answer(SITE, (call) => ({
      tenantId: call.headers.get('Tenant-Id') ?? '000000',
      tenantName: '北京市总工会',
      organiser: '北京市总工会',
      contactNumber: null,
      address: null,
    }))
    .answer(CAPTCHA, { key: 'key-1', image: 'data:image/svg+xml;base64,' });
  const shown = await renderConsole(<LoginPage />, { api, at });
  await screen.findByTestId('login-publicity');
  return shown;
}

describe('the login card’s link to 公示公告', () => {
  it('carries the tenant typed on the card', async () => {
    const { user } = await openLogin('/login');
    expect(screen.getByTestId('login-publicity').getAttribute('href')).toBe('/public/publicity?tenant=000000');
    await user.clear(screen.getByTestId('login-tenant'));
    await user.type(screen.getByTestId('login-tenant'), '100001');
    expect(screen.getByTestId('login-publicity').getAttribute('href')).toBe('/public/publicity?tenant=100001');
  });

  it('carries the tenant the address named', async () => {
    await openLogin('/login?tenantId=100002');
    expect(screen.getByTestId('login-publicity').getAttribute('href')).toBe('/public/publicity?tenant=100002');
  });
});
