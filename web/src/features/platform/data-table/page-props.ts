import type { Page } from '../../../api';
import type { Loaded } from '../../../lib';
import type { DataTableProps } from './DataTable';
import type { TableQueryState } from './use-table-query';

const NO_ROWS: never[] = [];

/** What a `DataTable` of one server page takes from the list's query and its loaded page. */
export type PageProps<T> = Pick<
  DataTableProps<T>,
  'data' | 'rowCount' | 'rowCountExact' | 'pagination' | 'onPaginationChange' | 'loading' | 'error'
>;

/**
 * The rows, count, paging, loading state and failure of a table showing `page` (a `useLoader` of a paged call)
 * under the query `tq`: spread into `DataTable`. Sorting stays opt-in, since a sort the server does
 * not know is refused.
 */
export function pageProps<T>(tq: TableQueryState, page: Loaded<Page<T>>): PageProps<T> {
  return {
    // One empty array while nothing came, so the table's memos hold.
    data: page.data?.records ?? NO_ROWS,
    rowCount: page.data?.total ?? 0,
    // A long list's total is a bound (the server counts 1,000 rows past the page, 100 for a search): the pager says "1,000+".
    rowCountExact: page.data?.searchCount ?? true,
    pagination: tq.pagination,
    onPaginationChange: tq.setPagination,
    loading: page.loading,
    error: page.error,
  };
}
