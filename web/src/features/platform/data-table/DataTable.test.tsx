import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { records, type RecordView } from '../../../api';
import { translate } from '../../../i18n';
import { useLoader } from '../../../lib';
import { FakeApi, renderConsole } from '../../../testing';
import { pageAnswer, recordAnswer } from '../../../testing/answers/records';
import { indexColumn, selectionColumn } from './common-columns';
import { DataTable } from './DataTable';
import { pageProps } from './page-props';
import { useTableQuery } from './use-table-query';

const PAGE = 'GET /api/blade-crop/crop/setup1/page' as const;
const NO_FILTERS: readonly string[] = [];

const COLUMNS: ColumnDef<RecordView>[] = [
  selectionColumn<RecordView>(),
  indexColumn<RecordView>(),
  { id: 'title', accessorKey: 'title', header: () => '工会名称' },
  // The one field the server's list sorts by (its allow-list); the others stay unsortable.
  { id: 'createTime', accessorKey: 'createTime', enableSorting: true, header: () => '创建时间' },
];

const rowsOf = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) =>
    recordAnswer({ id: String(from + i), module: 'setup1', state: 'draft', actions: [], title: `第${from + i}号工会` }),
  );

/** A list page as the console builds one: URL state, one server page, the table. */
function SetupList() {
  const tq = useTableQuery(NO_FILTERS);
  const page = useLoader(tq.key, () => records.page('setup1', tq.serverQuery));
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <DataTable<RecordView>
        columns={COLUMNS}
        {...pageProps(tq, page)}
        sorting={tq.query.sorting}
        onSortingChange={tq.setSorting}
        getRowId={(r) => r.id}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
      />
      <output data-testid="chosen">{Object.keys(selection).join(',')}</output>
    </>
  );
}

async function renderList(api: FakeApi, at = '/list') {
  const shown = await renderConsole(<SetupList />, { api, at });
  await waitFor(() => expect(shown.container.querySelector('table')?.getAttribute('aria-busy')).not.toBe('true'));
  return shown;
}

const lastQuery = (api: FakeApi) => Object.fromEntries(api.callsTo(PAGE).at(-1)!.query);

describe('DataTable', () => {
  it('shows a header per column and a row per record, numbered across pages', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(2, 11), { current: 2, total: 12 }));
    await renderList(api, '/list?current=2');
    expect(screen.getByTestId('col-title').textContent).toBe('工会名称');
    expect(screen.getByTestId('col-createTime').textContent).toBe('创建时间');
    const row = screen.getByTestId('row-11');
    within(row).getByText('第11号工会');
    expect(row.querySelector('[data-col="index"]')?.textContent).toBe('11');
    expect(screen.getByTestId('page-current').textContent).toBe(translate('zh', 'table.page', { current: 2, pages: 2 }));
  });

  it('sorts by an allowed field: ascending, then descending, asked of the server', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(2)));
    const { user } = await renderList(api);
    await user.click(screen.getByTestId('col-createTime'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ ascs: 'createTime' }));
    expect(screen.getByTestId('col-createTime').getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByTestId('col-createTime'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ descs: 'createTime' }));
    expect(screen.getByTestId('col-createTime').getAttribute('aria-sort')).toBe('descending');
  });

  it('does not sort by a column the server does not sort by', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(2)));
    const { user } = await renderList(api);
    await user.click(screen.getByTestId('col-title'));
    expect(screen.getByTestId('col-title').hasAttribute('aria-sort')).toBe(false);
    expect(api.callsTo(PAGE)).toHaveLength(1);
  });

  it('pages forward and, with a new page size, starts again from page one', async () => {
    const api = new FakeApi().answer(PAGE, (call) => {
      const current = Number(call.query.get('current'));
      const size = Number(call.query.get('size'));
      return pageAnswer(rowsOf(Math.min(size, 35 - (current - 1) * size), (current - 1) * size + 1), { current, size, total: 35 });
    });
    const { user } = await renderList(api);
    expect(screen.getByTestId('table-pager').textContent).toContain(translate('zh', 'table.total', { n: 35 }));
    await user.click(screen.getByTestId('page-next'));
    await screen.findByTestId('row-11');
    expect(lastQuery(api)).toMatchObject({ current: '2', size: '10' });
    await user.selectOptions(screen.getByTestId('page-size'), '30');
    await screen.findByTestId('row-30');
    expect(lastQuery(api)).toMatchObject({ current: '1', size: '30' });
    expect(screen.getByTestId('page-current').textContent).toBe(translate('zh', 'table.page', { current: 1, pages: 2 }));
  });

  it('shows a total the server only bounded as "10,000+" and pages on past it', async () => {
    const bounded = (current: number) => ({
      ...pageAnswer(rowsOf(10, (current - 1) * 10 + 1), { current, total: 10_000 + (current - 1) * 10 }),
      searchCount: false,
    });
    const api = new FakeApi().answer(PAGE, (call) => bounded(Number(call.query.get('current'))));
    const { user } = await renderList(api);
    expect(screen.getByTestId('table-total').textContent).toBe(translate('zh', 'table.totalAtLeast', { n: '10,000' }));
    expect(screen.getByTestId('page-current').textContent).toBe(translate('zh', 'table.pageAtLeast', { current: 1, pages: 1000 }));
    await user.click(screen.getByTestId('page-next'));
    await screen.findByTestId('row-11');
    expect(screen.getByTestId('table-total').textContent).toBe(translate('zh', 'table.totalAtLeast', { n: '10,010' }));
    expect(screen.getByTestId('page-next').hasAttribute('disabled')).toBe(false);
  });

  it('shows an exact total as it is', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(10), { total: 12_345 }));
    await renderList(api);
    expect(screen.getByTestId('table-total').textContent).toBe(translate('zh', 'table.total', { n: 12_345 }));
    expect(screen.getByTestId('page-current').textContent).toBe(translate('zh', 'table.page', { current: 1, pages: 1235 }));
  });

  it('says there is nothing when the page is empty', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer<RecordView>([]));
    await renderList(api);
    screen.getByText(translate('zh', 'common.empty'));
    expect((screen.getByTestId('page-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a spinner, not the empty state, while the page loads', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(1)));
    const release = api.hold(PAGE);
    const { container } = await renderConsole(<SetupList />, { api, at: '/list' });
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.data-table-empty .bp6-spinner')).not.toBeNull();
    expect(screen.queryByText(translate('zh', 'common.empty'))).toBeNull();
    release();
    await screen.findByTestId('row-1');
    expect(container.querySelector('.bp6-spinner')).toBeNull();
  });

  it('selects one row by its box, and every row of the page by the header box', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(3)));
    const { user } = await renderList(api);
    await user.click(within(screen.getByTestId('row-2')).getByTestId('row-select'));
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    expect(screen.getByTestId('row-2').classList.contains('selected')).toBe(true);
    await user.click(screen.getByTestId('select-all'));
    expect(screen.getByTestId('chosen').textContent).toBe('1,2,3');
  });
});
