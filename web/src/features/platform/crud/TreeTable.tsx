import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useI18n } from '../../../i18n';
import './crud.css';

/** Props of `TreeTable`. */
export interface TreeTableProps<T extends { id: string; children?: T[] }> {
  columns: ColumnDef<T>[];
  data: T[];
  /** The column that carries the indentation and the expand button. */
  treeColumn: string;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  loading?: boolean;
  /** `data-testid` of a row; `row-<id>` when absent. */
  rowTestId?: (row: T) => string;
}

/** A table of a whole tree (roles, menus, departments): rows nest under their parents, open at first. */
export function TreeTable<T extends { id: string; children?: T[] }>(props: TreeTableProps<T>) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState<ExpandedState>(true);
  const selection = props.rowSelection ?? {};
  const table = useReactTable<T>({
    columns: props.columns,
    data: props.data,
    getRowId: (row) => row.id,
    getSubRows: (row) => (row.children && row.children.length ? row.children : undefined),
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    enableRowSelection: props.onRowSelectionChange !== undefined,
    enableSubRowSelection: false,
    state: { expanded, rowSelection: selection },
    onExpandedChange: setExpanded,
    onRowSelectionChange: (u) => props.onRowSelectionChange?.(typeof u === 'function' ? u(selection) : u),
  });
  const rows = table.getRowModel().rows;
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <HTMLTable bordered striped compact className="data-table-grid" aria-busy={props.loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} data-testid={`col-${header.column.id}`}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                data-testid={props.rowTestId ? props.rowTestId(row.original) : `row-${row.id}`}
                className={row.getIsSelected() ? 'selected' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-col={cell.column.id}>
                    {cell.column.id === props.treeColumn ? (
                      <span className="tree-cell" style={{ paddingLeft: row.depth * 20 }}>
                        {row.getCanExpand() ? (
                          <Button
                            variant="minimal"
                            size="small"
                            icon={row.getIsExpanded() ? 'caret-down' : 'caret-right'}
                            aria-label="toggle"
                            onClick={row.getToggleExpandedHandler()}
                          />
                        ) : (
                          <span className="check-tree-spacer" />
                        )}
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </span>
                    ) : (
                      flexRender(cell.column.columnDef.cell, cell.getContext())
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="data-table-empty">
                  {props.loading ? <Spinner size={24} /> : <NonIdealState icon="inbox" description={t('common.empty')} />}
                </td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
