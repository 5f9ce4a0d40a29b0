import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPublicity } from '../../../api';
import { FakeApi, renderConsole } from '../../../testing';
import { PUBLIC_DETAIL } from '../../../testing/answers/publicity';
import { PublicPublicityListPage } from './PublicPublicityListPage';

const LIST = 'GET /api/blade-crop/public/publicity/list' as const;

const { nominees, ...head } = PUBLIC_DETAIL;
const RUNNING: PublicPublicity = { ...head, count: nominees.length };

/** The public list at `at`, `api` answering it. */
async function openList(at: string, api = new FakeApi().answer(LIST, [RUNNING])) {
  const shown = await renderConsole(<PublicPublicityListPage />, { api, at, path: '/public/publicity' });
  await screen.findByTestId('public-publicity-list');
  return shown;
}

describe('the public list of notices (公示公告)', () => {
  it('reads the console’s default tenant when the address names none', async () => {
    const { api } = await openList('/public/publicity');
    const card = await screen.findByTestId(`public-publicity-${RUNNING.id}`);
    expect(api.callsTo(LIST)[0]!.headers.get('Tenant-Id')).toBe('000000');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/public/publicity/${RUNNING.id}`);
  });

  it('reads the tenant the address names, its notices’ links keeping it', async () => {
    const { api } = await openList('/public/publicity?tenant=100001');
    const card = await screen.findByTestId(`public-publicity-${RUNNING.id}`);
    expect(api.callsTo(LIST)[0]!.headers.get('Tenant-Id')).toBe('100001');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/public/publicity/${RUNNING.id}?tenant=100001`);
  });

  it('shows the server’s answer for a tenant that does not exist', async () => {
    const api = new FakeApi().refuse(LIST, 400, '租户编号不存在', {
      errors: [{ field: 'tenant-id', rule: 'exists', message: '租户编号不存在' }],
    });
    await openList('/public/publicity?tenant=999999', api);
    expect((await screen.findByTestId('public-publicity-error')).textContent).toBe('租户编号不存在');
    expect(screen.queryByText('当前没有正在公示的名单')).toBeNull();
  });
});
