import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { FieldDef, ModuleEntry } from '../../catalogue';
import { Localized, Msg } from '../../i18n';
import { indexColumn, selectionColumn } from '../../features/platform/data-table';
import { RowFieldCell } from '../../features/records/fields';
import { StateTag } from '../../features/records/modules';
import type { ChildRecord } from './types';
import { WorkRowActions, type WorkRowCalls } from './WorkRowActions';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats TanStack's type parameter
  interface TableMeta<TData extends RowData> {
    /** The child table's row calls, and the work a call is changing now. */
    workCalls?: WorkRowCalls;
    busyWork?: string;
  }
}

function fieldColumn(field: FieldDef): ColumnDef<ChildRecord> {
  return {
    id: field.name,
    header: () => <Localized text={field.label} />,
    cell: ({ row }) => {
      const names = Object.fromEntries((row.original.attachments ?? []).map((a) => [a.id, a.name]));
      return <RowFieldCell record={row.original} field={field} value={row.original.form?.[field.name]} attachmentNames={names} empty="—" />;
    },
  };
}

const TRAIL: ColumnDef<ChildRecord>[] = [
  {
    id: 'state',
    header: () => <Msg k="record.state" />,
    cell: ({ row }) => <StateTag state={row.original.state} name={row.original.stateName} />,
  },
  { id: 'createTime', accessorKey: 'createTime', header: () => <Msg k="record.createTime" /> },
  {
    id: 'actions',
    header: () => <Msg k="common.actions" />,
    cell: ({ row, table }) => {
      const calls = table.options.meta?.workCalls;
      return calls ? <WorkRowActions work={row.original} calls={calls} busy={table.options.meta?.busyWork === row.original.id} /> : null;
    },
  },
];

const ENTRY_COLUMN: ColumnDef<ChildRecord> = {
  id: 'unionName',
  accessorKey: 'unionName',
  header: () => <Msg k="record.union" />,
};

const byModule = new Map<string, ColumnDef<ChildRecord>[]>();

/**
 * The columns of a table of works: a choice box for an entry's own table (`selectable`, its batch
 * submit), or the sending union for a table across entries; then the number, the works' `listed`
 * fields, state, time and the row's buttons.
 */
export function workColumns(child: ModuleEntry, { selectable }: { selectable: boolean }): ColumnDef<ChildRecord>[] {
  const key = `${child.key}:${selectable}`;
  let columns = byModule.get(key);
  if (!columns) {
    columns = [
      ...(selectable ? [selectionColumn<ChildRecord>()] : []),
      indexColumn<ChildRecord>(),
      ...(selectable ? [] : [ENTRY_COLUMN]),
      ...child.fields.filter((f) => f.listed).map(fieldColumn),
      ...TRAIL,
    ];
    byModule.set(key, columns);
  }
  return columns;
}
