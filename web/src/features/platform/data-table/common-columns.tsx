import { Checkbox } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Msg } from '../../../i18n';
import './data-table.css';

/** The selection checkbox column. */
export function selectionColumn<T>(): ColumnDef<T> {
  return {
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        className="cell-checkbox"
        aria-label="select all"
        data-testid="select-all"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        className="cell-checkbox"
        aria-label="select row"
        data-testid="row-select"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

/** The running number column, counting across pages. */
export function indexColumn<T>(): ColumnDef<T> {
  return {
    id: 'index',
    header: () => <Msg k="common.index" />,
    cell: ({ row, table }) => {
      const { pageIndex, pageSize } = table.getState().pagination;
      return pageIndex * pageSize + row.index + 1;
    },
  };
}
