import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DictItem, RoundRow, UnionNode } from '../../../api';
import { FakeApi, renderConsole } from '../../../testing';
import { RoundAdminPage } from './RoundAdminPage';

const LIST = 'GET /api/blade-crop/crop/round/list' as const;
const DETAIL = 'GET /api/blade-crop/crop/round/detail' as const;
const SUBMIT = 'POST /api/blade-crop/crop/round/submit' as const;

const KINDS: DictItem[] = [
  {
    id: 'k1',
    parentId: '0',
    code: 'selection_round_kind',
    dictKey: 'mw_person',
    dictValue: '劳动模范',
    sort: 1,
    remark: '',
    source: 'system',
  },
  {
    id: 'k2',
    parentId: '0',
    code: 'selection_round_kind',
    dictKey: 'bookroom_site',
    dictValue: '职工书屋示范点',
    sort: 2,
    remark: '',
    source: 'system',
  },
];

const union = (id: string, title: string, kind: UnionNode['kind'], children: UnionNode[] = []): UnionNode => ({
  id,
  parentId: kind === 'federation' ? '0' : '1000',
  title,
  key: id,
  value: id,
  kind,
  children,
  hasChildren: children.length > 0,
});

/** The tenant's unions as `dept/union-tree` answers them: the federation, two higher unions, an enterprise union. */
const TREE = [
  union('1000', '科技园区总工会', 'federation', [
    union('1100', '中关村街道工会联合会', 'launion', [union('1101', '北京智联科技有限公司工会', 'corp')]),
    union('1200', '上地街道工会联合会', 'launion'),
  ]),
];

/** The round's fields as its form holds them and sends them back (its deadline, shares and call's text among them). */
const FIELDS = {
  kind: 'mw_person',
  year: 2026,
  title: '2026年劳动模范推荐评选',
  opensAt: '2026-03-01 00:00:00',
  closesAt: '2026-04-30 23:59:59',
  placesPerUnion: 1,
  publicityDays: 5,
  noRepeatYears: 5,
  summaryDeadline: '2026-05-15 17:00:00',
  frontlineMinPercent: 50,
  leaderMaxPercent: 20,
  noticeText: '各基层工会：\n请于4月30日前完成推荐。',
};

const ROUND: RoundRow = {
  id: '77',
  ...FIELDS,
  standards: {},
  kindName: '劳动模范',
  status: 'open',
  openNow: true,
  allocations: [{ unionId: '1100', unionName: '中关村街道工会联合会', places: 1, used: 0 }],
};

/** The round as `round/detail` answers it now: the places changed since the list was read. */
const DETAILED: RoundRow = {
  ...ROUND,
  allocations: [
    { unionId: '1100', unionName: '中关村街道工会联合会', places: 3, used: 1 },
    { unionId: '1200', unionName: '上地街道工会联合会', places: 2, used: 0 },
  ],
};

function roundsApi(rows: RoundRow[] = [ROUND]): FakeApi {
  return new FakeApi()
    .answer('GET /api/blade-system/dict-biz/dictionary', KINDS)
    .answer('GET /api/blade-system/dept/union-tree', TREE)
    .answer(LIST, { records: rows, total: rows.length, size: 10, current: 1, pages: 1 })
    .answer(DETAIL, DETAILED)
    .answer(SUBMIT, DETAILED);
}

/** Opens the edit dialog of the row of the round titled `title`; resolves once the part `drawn` is drawn (the places table by default). */
async function editRound(user: Awaited<ReturnType<typeof renderConsole>>['user'], title = ROUND.title, drawn = 'places-1200') {
  const row = (await screen.findByText(title)).closest('tr')!;
  await user.click(within(row).getByTestId('row-edit'));
  const dialog = await screen.findByTestId('round-dialog');
  await within(dialog).findByTestId(drawn);
  return dialog;
}

const input = (dialog: HTMLElement, unionId: string) => within(dialog).getByTestId<HTMLInputElement>(`places-input-${unionId}`);

describe('the places per higher union of a round (名额分配)', () => {
  it('has a row for every higher union, prefilled from the round’s detail, and their total under the table', async () => {
    const { user, api } = await renderConsole(<RoundAdminPage />, { api: roundsApi() });
    const dialog = await editRound(user);
    expect(api.callsTo(DETAIL).map((c) => c.query.get('id'))).toEqual(['77']);
    const rows = within(within(dialog).getByTestId('round-places').querySelector('tbody')!).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('td')!.textContent)).toEqual(['中关村街道工会联合会', '上地街道工会联合会']);
    expect(input(dialog, '1100').value).toBe('3');
    expect(input(dialog, '1200').value).toBe('2');
    expect(within(dialog).getByTestId('places-total').textContent).toBe('5');
  });

  it('shows beside each higher union the nominations of the round below it, and their total', async () => {
    const { user } = await renderConsole(<RoundAdminPage />, { api: roundsApi() });
    const dialog = await editRound(user);
    expect(within(dialog).getByTestId('places-used-1100').textContent).toBe('1');
    expect(within(dialog).getByTestId('places-used-1200').textContent).toBe('0');
    expect(within(dialog).getByTestId('places-used-total').textContent).toBe('1');
  });

  it('keeps the total to what is typed, a row left empty counting none', async () => {
    const { user } = await renderConsole(<RoundAdminPage />, { api: roundsApi() });
    const dialog = await editRound(user);
    await user.clear(input(dialog, '1100'));
    await user.type(input(dialog, '1100'), '10');
    await user.clear(input(dialog, '1200'));
    expect(within(dialog).getByTestId('places-total').textContent).toBe('10');
  });

  it('sends each higher union’s places with the round, and none for a row left empty', async () => {
    const { user, api } = await renderConsole(<RoundAdminPage />, { api: roundsApi() });
    const dialog = await editRound(user);
    await user.clear(input(dialog, '1100'));
    await user.clear(input(dialog, '1200'));
    await user.type(input(dialog, '1200'), '4');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect(api.callsTo(SUBMIT).map((c) => c.body)).toEqual([
      { id: '77', ...FIELDS, allocations: [{ unionId: '1200', places: 4 }], standards: {} },
    ]);
  });

  it('shows the server’s complaint about a higher union’s places on that union’s row', async () => {
    const api = roundsApi().refuse(SUBMIT, 400, '名额不能大于150', {
      errors: [{ field: 'allocations.1.places', rule: 'maximum', message: '名额不能大于150', limit: 150 }],
    });
    const { user } = await renderConsole(<RoundAdminPage />, { api });
    const dialog = await editRound(user);
    await user.clear(input(dialog, '1200'));
    await user.type(input(dialog, '1200'), '151');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    const row = within(dialog).getByTestId('places-1200');
    expect(await within(row).findByText(/150/)).toBeTruthy();
    expect(within(within(dialog).getByTestId('places-1100')).queryByText(/150/)).toBeNull();
    expect(within(dialog).queryByTestId('form-errors')).toBeNull();
  });

  it('shows in the list the places each round allocates in all, and none for a round allocating none', async () => {
    const other: RoundRow = { ...ROUND, id: '78', title: '2025年劳动模范推荐评选', status: 'closed', openNow: false, allocations: [] };
    await renderConsole(<RoundAdminPage />, { api: roundsApi([DETAILED, other]) });
    const row = (title: string) => (screen.getAllByText(title)[0]!.closest('tr') as HTMLElement).querySelectorAll('td');
    await screen.findByText(other.title);
    const header = [...screen.getByTestId('admin-round').querySelectorAll('thead th')].map((th) => th.textContent);
    const at = header.indexOf('已分配名额');
    expect(at).toBeGreaterThan(0);
    expect(row(ROUND.title)[at]!.textContent).toBe('5');
    expect(row(other.title)[at]!.textContent).toBe('—');
  });
});

/** A bookroom model-site round (field3apply's kind) with three of its standards set. */
const BOOKROOM: RoundRow = {
  ...DETAILED,
  id: '79',
  kind: 'bookroom_site',
  kindName: '职工书屋示范点',
  title: '2026年度园区工会职工书屋示范点申报',
  standards: { area: 60, books: 3000, digital: true },
};

const editBookroom = (user: Awaited<ReturnType<typeof renderConsole>>['user']) => editRound(user, BOOKROOM.title, 'round-standards');

const standard = (dialog: HTMLElement, key: string) => within(dialog).getByTestId<HTMLInputElement>(`standard-${key}`);

describe('the standards of a round (申报标准)', () => {
  it('offers the standards its kind knows, each by its form field’s label, filled from the round', async () => {
    const { user } = await renderConsole(<RoundAdminPage />, { api: roundsApi([BOOKROOM]).answer(DETAIL, BOOKROOM) });
    const dialog = await editBookroom(user);
    const part = within(dialog).getByTestId('round-standards');
    for (const label of [
      '使用面积(平方米)不少于',
      '藏书(册)不少于',
      '报刊(种)不少于',
      '上网电脑/阅读终端(台)不少于',
      '每周开放时长(小时)不少于',
    ])
      expect(within(part).getByText(label)).toBeTruthy();
    expect(standard(dialog, 'area').value).toBe('60');
    expect(standard(dialog, 'books').value).toBe('3000');
    expect(standard(dialog, 'periodicals').value).toBe('');
    expect(within(part).getByLabelText('提供数字阅读服务')).toHaveProperty('checked', true);
  });

  it('sends the standards as typed, one left empty or switched off setting none', async () => {
    const { user, api } = await renderConsole(<RoundAdminPage />, {
      api: roundsApi([BOOKROOM]).answer(DETAIL, BOOKROOM).answer(SUBMIT, BOOKROOM),
    });
    const dialog = await editBookroom(user);
    await user.clear(standard(dialog, 'area'));
    await user.type(standard(dialog, 'area'), '100');
    await user.clear(standard(dialog, 'books'));
    await user.type(standard(dialog, 'terminals'), '2');
    await user.click(within(dialog).getByLabelText('提供数字阅读服务'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect((api.callsTo(SUBMIT)[0]!.body as { standards: unknown }).standards).toEqual({ area: 100, terminals: 2 });
  });

  it('offers no standards for a kind that knows none', async () => {
    const { user } = await renderConsole(<RoundAdminPage />, { api: roundsApi() });
    const dialog = await editRound(user);
    expect(within(dialog).queryByTestId('round-standards')).toBeNull();
  });

  it('shows the server’s complaint about a standard under that standard', async () => {
    const api = roundsApi([BOOKROOM])
      .answer(DETAIL, BOOKROOM)
      .refuse(SUBMIT, 400, '标准有误', { errors: [{ field: 'standards.area', rule: 'standard', message: '' }] });
    const { user } = await renderConsole(<RoundAdminPage />, { api });
    const dialog = await editBookroom(user);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    const group = standard(dialog, 'area').closest('.bp6-form-group') as HTMLElement;
    await waitFor(() => expect(group.className).toContain('bp6-intent-danger'));
    expect(within(dialog).queryByTestId('form-errors')).toBeNull();
  });
});
