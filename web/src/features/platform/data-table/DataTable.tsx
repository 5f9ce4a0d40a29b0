import { HTMLTable, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type TableMeta,
  type Updater,
} from '@tanstack/react-table';
import { useI18n } from '../../../i18n';
import { TablePager } from './TablePager';
import './data-table.css';

/** Props of `DataTable`: everything is controlled by the caller, the server pages and sorts. */
export interface DataTableProps<T> {
  columns: ColumnDef<T>[];
  data: T[];
  /** Rows on the server, for the pager. */
  rowCount: number;
  /** False when `rowCount` is a lower bound, not a count (the page's `searchCount`). */
  rowCountExact?: boolean;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  getRowId: (row: T) => string;
  /** `data-testid` of a row; `row-<id>` when absent. */
  rowTestId?: (row: T) => string;
  /** With `onRowSelectionChange`, rows can be selected. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  /** Handed to cells as `table.options.meta` (row actions). */
  meta?: TableMeta<T>;
  loading?: boolean;
  /** Why the page could not be loaded: said in place of the rows (the server's message when it sent one). */
  error?: unknown;
}

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

const NO_SORTING: SortingState = [];
const NO_SELECTION: RowSelectionState = {};

/** The console's server-side table: TanStack Table state, Blueprint look, a pager below. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useI18n();
  // The server's `msg` (an `ApiError`), else the console's own words.
  const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : t('msg.unknownError'));
  const { pagination, onPaginationChange, onSortingChange, onRowSelectionChange } = props;
  const sorting = props.sorting ?? NO_SORTING;
  const rowSelection = props.rowSelection ?? NO_SELECTION;

  const table = useReactTable<T>({
    columns: props.columns,
    data: props.data,
    rowCount: props.rowCount,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false },
    enableRowSelection: onRowSelectionChange !== undefined,
    state: { pagination, sorting, rowSelection },
    onPaginationChange: (u) => onPaginationChange(resolve(u, pagination)),
    onSortingChange: (u) => onSortingChange?.(resolve(u, sorting)),
    onRowSelectionChange: (u) => onRowSelectionChange?.(resolve(u, rowSelection)),
    meta: props.meta,
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <HTMLTable bordered striped interactive compact className="data-table-grid" aria-busy={props.loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      className={sortable ? 'sortable' : undefined}
                      onClick={sortable ? header.column.getToggleSortingHandler() : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      data-testid={`col-${header.column.id}`}
                      data-col={header.column.id}
                    >
                      {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                      {sortable && (
                        <Icon
                          className="sort-icon"
                          size={12}
                          icon={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'double-caret-vertical'}
                        />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                data-testid={props.rowTestId ? props.rowTestId(row.original) : `row-${row.id}`}
                data-row-id={row.id}
                className={row.getIsSelected() ? 'selected' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-col={cell.column.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="data-table-empty">
                  {props.loading ? (
                    <Spinner size={24} />
                  ) : props.error !== undefined ? (
                    <NonIdealState icon="error" description={<span data-testid="table-error">{failureText(props.error)}</span>} />
                  ) : (
                    <NonIdealState icon="inbox" description={t('common.empty')} />
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
        {props.loading && rows.length > 0 && (
          <div className="data-table-loading">
            <Spinner size={24} />
          </div>
        )}
      </div>
      <TablePager total={props.rowCount} exact={props.rowCountExact} pagination={pagination} onChange={onPaginationChange} />
    </div>
  );
}
