export { DataTable, type DataTableProps } from './DataTable';
export { TablePager, type TablePagerProps } from './TablePager';
export { selectionColumn, indexColumn } from './common-columns';
export { useTableQuery, type TableQueryState } from './use-table-query';
export { pageProps, type PageProps } from './page-props';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, parseTableQuery, writeTableQuery, toServerQuery, type TableQuery } from './table-query';
