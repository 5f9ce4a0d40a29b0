import { Classes } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole, savedDownloads } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import type { FundsMonth, FundsMonthDetail, FundsUnion, FundsYear } from './api';
import { FundsOverviewPage } from './FundsOverviewPage';

const INDEX = 'GET /api/blade-crop/crop/finance1/index' as const;
const DETAIL = 'GET /api/blade-crop/crop/finance1/detail' as const;
const UNIONS = 'GET /api/blade-crop/crop/finance1/unions' as const;
const SHEET = 'GET /api/blade-crop/crop/finance1/exportList' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UNION = '2001';
/** An enterprise union reads its own alone. */
const OWN_ONLY: FundsUnion[] = [{ id: UNION, name: '北京智联科技有限公司工会', own: true }];
/** A higher union reads its own and the two below it. */
const HIGHER: FundsUnion[] = [
  { id: '1100', name: '中关村街道工会联合会', own: true },
  { id: UNION, name: '北京智联科技有限公司工会', own: false },
  { id: '1102', name: '北京云图软件有限公司工会', own: false },
];
const YEAR = new Date().getFullYear();
const DUE = 3600000;

/** A month of `year` as `index` answers it: 36 000 yuan due on a 1 800 000 yuan payroll, paid by the tax office. */
const month = (year: number, m: number, figures: Partial<FundsMonth> = {}): FundsMonth => {
  const ym = `${year}-${String(m).padStart(2, '0')}`;
  return {
    id: `${UNION}:${ym}`,
    month: ym,
    payroll: 180000000,
    due: DUE,
    paid: DUE,
    refunded: 0,
    returned: 0,
    owed: 0,
    payMode: '1',
    ...figures,
  };
};

/** The year's twelve months: March back-paid and its share returned, April not paid. */
const yearOf = (year: number): FundsYear => {
  const months = Array.from({ length: 12 }, (_, i) => month(year, i + 1));
  months[2] = month(year, 3, { returned: 2160000 });
  months[3] = month(year, 4, { paid: 0, owed: DUE });
  const sum = (k: 'due' | 'paid' | 'refunded' | 'returned' | 'owed') => months.reduce((n, m) => n + m[k], 0);
  return {
    unionId: UNION,
    year,
    registered: true,
    collectionFeed: false,
    registration: null,
    months,
    totals: { due: sum('due'), paid: sum('paid'), refunded: sum('refunded'), returned: sum('returned'), owed: sum('owed') },
  };
};

const MARCH: FundsMonthDetail = {
  unionId: UNION,
  ...month(YEAR, 3, { returned: 2160000 }),
  movements: [
    { module: 'finance3', recordId: '7001', movement: 'backPaid', amount: 600000, on: `${YEAR}-04-10`, paidBefore: 3000000 },
    { module: 'finance5', recordId: '7002', movement: 'returned', amount: 2160000, on: `${YEAR}-05-06` },
  ],
};

const ownOf = (unions: FundsUnion[]) => unions.find((u) => u.own)!.id;

/** The overview as corp1 (or a higher union reading `unions`) opens it, `index` answering the year asked for (or `answer` for every year). */
async function openPage(answer?: FundsYear, unions: FundsUnion[] = OWN_ONLY) {
  const api = answerLookups(new FakeApi())
    .answer(INDEX, (call) => answer ?? { ...yearOf(Number(call.query.get('year'))), unionId: call.query.get('unionId') ?? ownOf(unions) })
    .answer(DETAIL, MARCH)
    .answer(UNIONS, unions)
    .answerFile(SHEET, 'workbook', XLSX);
  const shown = await renderConsole(<FundsOverviewPage entry={modules.finance1!} />, { api, at: '/myunion/payments/list' });
  await screen.findByTestId('funds-overview');
  return shown;
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((c) => c.textContent);

describe('the funds overview (工会经费拨缴情况)', () => {
  it('shows this year’s months in yuan with the pay mode’s label, the owed month marked, and the totals', async () => {
    const { api } = await openPage();
    const march = await screen.findByTestId(`funds-month-${YEAR}-03`);
    await waitFor(() =>
      expect(cells(march)).toEqual([`${YEAR}-03`, '1800000.00', '36000.00', '36000.00', '0.00', '21600.00', '0.00', '税务代收']),
    );
    const april = screen.getByTestId(`funds-month-${YEAR}-04`);
    expect(april.querySelector(`.${Classes.INTENT_WARNING}`)?.textContent).toBe('36000.00');
    expect(march.querySelector(`.${Classes.INTENT_WARNING}`)).toBeNull();
    expect(cells(screen.getByTestId('funds-totals'))).toEqual(['合计', '', '432000.00', '396000.00', '0.00', '21600.00', '36000.00', '']);
    expect(screen.getByTestId('funds-no-feed').textContent).toContain('仅含审批通过的经费补缴');
    expect(Object.fromEntries(api.callsTo(INDEX)[0]!.query)).toEqual({ year: String(YEAR) });
  });

  it('says the union has no approved funds registration, and shows no months, when it has none', async () => {
    await openPage({ ...yearOf(YEAR), registered: false, months: [], totals: { due: 0, paid: 0, refunded: 0, returned: 0, owed: 0 } });
    expect((await screen.findByTestId('funds-unregistered')).textContent).toContain('尚无审批通过的经费登记');
    expect(screen.queryByTestId('funds-totals')).toBeNull();
  });

  it('opens a month with the approvals that moved it: module, record, movement, amount, paid before and day', async () => {
    const { api, user } = await openPage();
    await user.click(await screen.findByTestId(`funds-month-${YEAR}-03`));
    const dialog = await screen.findByTestId('funds-detail');
    const backPaid = await within(dialog).findByTestId('funds-movement-7001');
    expect(cells(backPaid)).toEqual(['工会经费补缴', '7001', '补缴', '6000.00', '30000.00', `${YEAR}-04-10`]);
    expect(cells(within(dialog).getByTestId('funds-movement-7002'))).toEqual([
      '工会经费返还',
      '7002',
      '返还',
      '21600.00',
      '—',
      `${YEAR}-05-06`,
    ]);
    expect(Object.fromEntries(api.callsTo(DETAIL)[0]!.query)).toEqual({ id: `${UNION}:${YEAR}-03` });
  });

  it('asks for the year chosen and shows its months', async () => {
    const { api, user } = await openPage();
    await screen.findByTestId(`funds-month-${YEAR}-01`);
    await user.selectOptions(screen.getByTestId('funds-year'), String(YEAR - 2));
    expect(await screen.findByTestId(`funds-month-${YEAR - 2}-01`)).toBeTruthy();
    expect(Object.fromEntries(api.callsTo(INDEX).at(-1)!.query)).toEqual({ year: String(YEAR - 2) });
    expect(screen.queryByTestId(`funds-month-${YEAR}-01`)).toBeNull();
  });

  it('offers an enterprise union no union to pick', async () => {
    await openPage();
    await screen.findByTestId(`funds-month-${YEAR}-01`);
    expect(screen.queryByTestId('funds-union')).toBeNull();
  });

  it('lets a higher union pick a union below it and asks for that union’s months', async () => {
    const { api, user } = await openPage(undefined, HIGHER);
    const picker = await screen.findByTestId('funds-union');
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual(HIGHER.map((u) => u.name));
    await user.selectOptions(picker, UNION);
    await waitFor(() => expect(Object.fromEntries(api.callsTo(INDEX).at(-1)!.query)).toEqual({ year: String(YEAR), unionId: UNION }));
    expect(await screen.findByTestId(`funds-month-${YEAR}-01`)).toBeTruthy();
  });

  it('downloads the year’s 拨缴情况表 of the union shown', async () => {
    const saved = savedDownloads();
    const { api, user } = await openPage(undefined, HIGHER);
    await user.selectOptions(await screen.findByTestId('funds-union'), UNION);
    await screen.findByTestId(`funds-month-${YEAR}-01`);
    await user.click(screen.getByTestId('funds-export'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(`${YEAR}年度工会经费拨缴情况表-北京智联科技有限公司工会.xlsx`));
    expect(Object.fromEntries(api.callsTo(SHEET)[0]!.query)).toEqual({ year: String(YEAR), unionId: UNION });
  });
});
