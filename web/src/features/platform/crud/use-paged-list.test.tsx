import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { records, type ListQuery, type RecordView } from '../../../api';
import { translate } from '../../../i18n';
import { FakeApi, renderConsole } from '../../../testing';
import { pageAnswer, recordAnswer } from '../../../testing/answers/records';
import { DataTable, indexColumn, selectionColumn } from '../data-table';
import { selectedIds } from './ListToolbar';
import { usePagedList } from './use-paged-list';

const PAGE = 'GET /api/blade-crop/crop/setup1/page' as const;
const FILTERS = ['state'] as const;

// Only createTime is on the server's sort allow-list; title is shown, not sorted by.
const COLUMNS: ColumnDef<RecordView>[] = [
  selectionColumn<RecordView>(),
  indexColumn<RecordView>(),
  { id: 'title', accessorKey: 'title', header: () => '工会名称' },
  { id: 'createTime', accessorKey: 'createTime', enableSorting: true, header: () => '创建时间' },
];
const PLAIN_COLUMNS = COLUMNS.slice(1);

const load = (query: ListQuery) => records.page('setup1', query);
const rowsOf = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) =>
    recordAnswer({ id: String(from + i), module: 'setup1', state: 'draft', actions: [], title: `第${from + i}号工会` }),
  );

/** A list page as the console writes one now: its columns, its call, its filters. */
function SetupList({ columns = COLUMNS, routeFilters }: { columns?: ColumnDef<RecordView>[]; routeFilters?: Record<string, string> }) {
  const list = usePagedList('setup1', FILTERS, load, { columns, routeFilters });
  return (
    <>
      <button type="button" data-testid="only-drafts" onClick={() => list.tq.setFilters({ state: 'draft' })} />
      <DataTable<RecordView> columns={columns} {...list.table} getRowId={(r) => r.id} />
      <output data-testid="chosen">{selectedIds(list.selection).join(',')}</output>
    </>
  );
}

const lastQuery = (api: FakeApi) => Object.fromEntries(api.callsTo(PAGE).at(-1)!.query);

async function renderList(api: FakeApi, at = '/list', list = <SetupList />) {
  const shown = await renderConsole(list, { api, at });
  await waitFor(() => expect(shown.container.querySelector('table')?.getAttribute('aria-busy')).not.toBe('true'));
  return shown;
}

/** Answers the page the call asks for, out of 35 records. */
const pagedAnswer = (call: { query: URLSearchParams }) => {
  const current = Number(call.query.get('current'));
  const size = Number(call.query.get('size'));
  return pageAnswer(rowsOf(Math.min(size, 35 - (current - 1) * size), (current - 1) * size + 1), { current, size, total: 35 });
};

describe('usePagedList', () => {
  it('asks for the page the URL names and pages forward through the URL', async () => {
    const api = new FakeApi().answer(PAGE, pagedAnswer);
    const { user, router } = await renderList(api, '/list?current=2');
    expect(lastQuery(api)).toEqual({ current: '2', size: '10' });
    await screen.findByTestId('row-11');
    await user.click(screen.getByTestId('page-next'));
    await screen.findByTestId('row-21');
    expect(lastQuery(api)).toEqual({ current: '3', size: '10' });
    expect(router.state.location.search).toBe('?current=3');
  });

  it('sorts by a column of the allow-list and leaves the others unsortable', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(2)));
    const { user } = await renderList(api);
    await user.click(screen.getByTestId('col-title'));
    expect(api.callsTo(PAGE)).toHaveLength(1);
    await user.click(screen.getByTestId('col-createTime'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ current: '1', size: '10', ascs: 'createTime' }));
    expect(screen.getByTestId('col-createTime').getAttribute('aria-sort')).toBe('ascending');
  });

  it('does not send a sort the URL names outside the allow-list', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(2)));
    await renderList(api, '/list?descs=password&current=2');
    expect(lastQuery(api)).toEqual({ current: '2', size: '10' });
  });

  it('neither sorts nor selects a list given no columns of either kind', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(2)));
    const { user } = await renderList(api, '/list?ascs=createTime', <SetupList columns={PLAIN_COLUMNS.slice(0, 2)} />);
    expect(lastQuery(api)).toEqual({ current: '1', size: '10' });
    await user.click(screen.getByTestId('col-title'));
    expect(api.callsTo(PAGE)).toHaveLength(1);
    expect(screen.queryByTestId('row-select')).toBeNull();
  });

  it('goes back to the first page when a filter changes', async () => {
    const api = new FakeApi().answer(PAGE, pagedAnswer);
    const { user, router } = await renderList(api, '/list?current=3&ascs=createTime');
    await screen.findByTestId('row-21');
    await user.click(screen.getByTestId('only-drafts'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ current: '1', size: '10', ascs: 'createTime', state: 'draft' }));
    expect(new URLSearchParams(router.state.location.search).get('current')).toBeNull();
  });

  it('sends the route filters with the user filters', async () => {
    const api = new FakeApi().answer(PAGE, pageAnswer(rowsOf(1)));
    const { user } = await renderList(api, '/list', <SetupList routeFilters={{ category: '会议通知' }} />);
    expect(lastQuery(api)).toEqual({ current: '1', size: '10', category: '会议通知' });
    await user.click(screen.getByTestId('only-drafts'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ current: '1', size: '10', category: '会议通知', state: 'draft' }));
  });

  it('forgets the chosen rows when another page arrives', async () => {
    const api = new FakeApi().answer(PAGE, pagedAnswer);
    const { user } = await renderList(api);
    await user.click(within(await screen.findByTestId('row-2')).getByTestId('row-select'));
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    await user.click(screen.getByTestId('page-next'));
    await screen.findByTestId('row-11');
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe(''));
  });

  it('shows the server’s message in place of the rows when the page cannot be loaded', async () => {
    const api = new FakeApi().refuse(PAGE, 500, '数据库暂时不可用');
    await renderList(api);
    expect((await screen.findByTestId('table-error')).textContent).toBe('数据库暂时不可用');
    expect(screen.queryByText(translate('zh', 'common.empty'))).toBeNull();
  });
});
