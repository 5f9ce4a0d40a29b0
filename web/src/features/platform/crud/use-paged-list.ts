import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import type { ListQuery, Page } from '../../../api';
import { useLoader, type Loaded } from '../../../lib';
import { pageProps, useTableQuery, type DataTableProps, type TableQueryState } from '../data-table';

/** What a `DataTable` of a paged list takes from it: everything but the columns and row ids. */
export type PagedTableProps<T> = Omit<DataTableProps<T>, 'columns' | 'getRowId' | 'rowTestId' | 'meta'>;

/** What a server-paged list page needs: URL state, the loaded page, the row selection and the table's props. */
export interface PagedList<T> {
  tq: TableQueryState;
  page: Loaded<Page<T>>;
  /** The query sent for the page (the route's filters included), for an export of the same rows. */
  serverQuery: Record<string, string | number>;
  selection: RowSelectionState;
  setSelection: (next: RowSelectionState) => void;
  /** Spread into `DataTable`: rows, count, paging, sorting, selection, loading and the failure. */
  table: PagedTableProps<T>;
}

/** How a list differs from the plain one. */
export interface PagedListOptions<T> {
  /**
   * The table's columns: the ones with `enableSorting` are the fields the list may sort by (the
   * server's allow-list), and a `select` column makes rows selectable. Without them the list neither
   * sorts nor selects.
   */
  columns?: readonly ColumnDef<T>[];
  /** Filters the route sets (a notice module's category), sent with the user's own. */
  routeFilters?: Record<string, string>;
}

const NO_COLUMNS: readonly ColumnDef<never>[] = [];

const columnId = (column: ColumnDef<unknown>): string | undefined =>
  column.id ?? ('accessorKey' in column && typeof column.accessorKey === 'string' ? column.accessorKey : undefined);

/**
 * A server-paged list whose page, size, sort and filters live in the URL: a list page is then its
 * columns, its call and its filters. `filterKeys` should be a module constant, and `columns` and
 * `routeFilters` stable (memos), so the page is asked for again only when the query changes.
 */
export function usePagedList<T>(
  name: string,
  filterKeys: readonly string[],
  load: (query: ListQuery) => Promise<Page<T>>,
  options: PagedListOptions<T> = {},
): PagedList<T> {
  const { routeFilters } = options;
  const columns = (options.columns ?? NO_COLUMNS) as readonly ColumnDef<unknown>[];
  const sortableKey = columns
    .filter((c) => c.enableSorting)
    .map(columnId)
    .join(',');
  // Kept by its text, so a new array of the same columns does not read the URL again.
  const sortable = useMemo(() => (sortableKey ? sortableKey.split(',') : []), [sortableKey]);
  const selectable = columns.some((c) => c.id === 'select');

  const tq = useTableQuery(filterKeys, sortable);
  const serverQuery = useMemo(() => ({ ...tq.serverQuery, ...routeFilters }), [tq.serverQuery, routeFilters]);
  const page = useLoader(`${name}?${JSON.stringify(serverQuery)}`, () => load(serverQuery));
  const [selection, setSelection] = useState<RowSelectionState>({});
  useEffect(() => setSelection({}), [page.data]);

  const table: PagedTableProps<T> = {
    ...pageProps(tq, page),
    ...(sortable.length > 0 ? { sorting: tq.query.sorting, onSortingChange: tq.setSorting } : {}),
    ...(selectable ? { rowSelection: selection, onRowSelectionChange: setSelection } : {}),
  };
  return { tq, page, serverQuery, selection, setSelection, table };
}
