import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonalDataViewRow } from '../../../api';
import { FakeApi, savedDownloads, renderConsole } from '../../../testing';
import { PersonalDataViewPage } from './PersonalDataViewPage';

const PAGE = 'GET /api/blade-system/personal-data-view/page' as const;
const SHEET = 'GET /api/blade-system/personal-data-view/export' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const VIEW: PersonalDataViewRow = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  at: '2026-11-27 10:15:00',
  accountId: '31',
  accountName: '中关村审核员',
  unionId: '1100',
  unionName: '中关村街道工会联合会',
  role: 'reviewer',
  recordId: '9001',
  module: 'advanceSelection1',
  fields: ['idCard', 'mobile'],
  channel: 'reveal',
  purpose: 'review',
  ip: '10.0.0.8',
};

const api = () => new FakeApi().answer(PAGE, { records: [VIEW], total: 1, size: 10, current: 1, pages: 1 });

describe('个人信息查看记录', () => {
  it('lists who viewed which fields of which record, as which party and why', async () => {
    await renderConsole(<PersonalDataViewPage />, { api: api() });
    const row = await screen.findByTestId(`view-${VIEW.id}`);
    for (const text of ['中关村审核员', '中关村街道工会联合会', '审核人', '9001', 'idCard, mobile', 'reveal', 'review'])
      expect(within(row).getByText(text)).toBeTruthy();
  });

  it('asks the log by the record a search names', async () => {
    const { user, api: calls } = await renderConsole(<PersonalDataViewPage />, { api: api() });
    await screen.findByTestId(`view-${VIEW.id}`);
    await user.type(screen.getByTestId('search-recordId'), '9001{Enter}');
    await expect.poll(() => calls.callsTo(PAGE).at(-1)?.query.get('recordId')).toBe('9001');
  });

  it('exports the log of the filters in force as a sheet, without paging', async () => {
    const fake = api().answerFile(SHEET, 'workbook', XLSX);
    const saved = savedDownloads();
    const { user } = await renderConsole(<PersonalDataViewPage />, { api: fake });
    await screen.findByTestId(`view-${VIEW.id}`);
    await user.type(screen.getByTestId('search-recordId'), '9001{Enter}');
    await expect.poll(() => fake.callsTo(PAGE).at(-1)?.query.get('recordId')).toBe('9001');
    await user.click(screen.getByTestId('btn-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('个人信息查看记录.xlsx'));
    expect(Object.fromEntries(fake.callsTo(SHEET).at(-1)!.query)).toEqual({ recordId: '9001' });
  });
});
