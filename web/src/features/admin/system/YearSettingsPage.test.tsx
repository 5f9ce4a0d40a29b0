import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DictItem, YearSettingRow } from '../../../api';
import { FakeApi, renderConsole } from '../../../testing';
import { YearSettingsPage } from './YearSettingsPage';

const LIST = 'GET /api/blade-system/year-setting/list' as const;
const SUBMIT = 'POST /api/blade-system/year-setting/submit' as const;
const AT = '2026-01-05T08:00:00.000Z';

const setting = (
  key: YearSettingRow['key'],
  kind: YearSettingRow['kind'],
  label: string,
  values: [string, number][] = [],
  perItemOf: string | null = null,
): YearSettingRow => ({
  key,
  kind,
  label,
  usedBy: '',
  perItemOf,
  values: values.map(([item, value]) => ({ item, value, updateTime: AT })),
});

const SETTINGS: YearSettingRow[] = [
  setting('subsistence_standard', 'money', '最低生活保障标准（元/人·月）', [['', 142000]]),
  setting('relative_hardship_multiplier', 'multiplier', '相对困难倍数', [['', 2]]),
  setting('relief_cap', 'money', '临时救助单次上限（元）'),
  setting('mutual_aid_fee', 'money', '互助保障缴费标准（元/人）', [['1', 5000]], 'mutual_aid_plan'),
  setting('grassroots_share_percent', 'percent', '基层工会经费留成比例（%）', [['', 60]]),
];

const plan = (dictKey: string, dictValue: string): DictItem => ({
  id: `p${dictKey}`,
  parentId: '0',
  code: 'mutual_aid_plan',
  dictKey,
  dictValue,
  sort: Number(dictKey),
  remark: '',
  source: 'system',
});

const settingsApi = () =>
  new FakeApi()
    .answer('GET /api/blade-system/dict-biz/dictionary', [plan('1', '在职职工住院医疗互助保障'), plan('2', '在职职工意外伤害互助保障')])
    .answer(LIST, SETTINGS)
    .answer(SUBMIT, true);

describe('the yearly figures page (年度标准设置)', () => {
  it('shows each figure of the year in its own terms: money in yuan, a multiplier, a percent, a fee by plan, and what is not set', async () => {
    await renderConsole(<YearSettingsPage />, { api: settingsApi() });
    expect((await screen.findByTestId('figure-subsistence_standard')).textContent).toBe('¥1420.00');
    expect(screen.getByTestId('figure-relative_hardship_multiplier').textContent).toBe('×2');
    expect(screen.getByTestId('figure-grassroots_share_percent').textContent).toBe('60%');
    expect(screen.getByTestId('figure-relief_cap').textContent).toBe('未设置');
    await waitFor(() => expect(screen.getByTestId('figure-mutual_aid_fee').textContent).toBe('在职职工住院医疗互助保障：¥50.00'));
  });

  it('sends an amount typed in yuan as fen, for the year shown', async () => {
    const { user, api } = await renderConsole(<YearSettingsPage />, { api: settingsApi() });
    const row = await screen.findByTestId('setting-relief_cap');
    await user.click(within(row).getByTestId('row-set'));
    const dialog = await screen.findByTestId('year-setting-dialog');
    await user.type(within(dialog).getByRole('textbox'), '5000.5');
    await user.click(within(dialog).getByRole('button', { name: /确定|保存/ }));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect(api.callsTo(SUBMIT)[0]!.body).toEqual({ year: new Date().getFullYear(), key: 'relief_cap', value: 500050 });
  });
});
