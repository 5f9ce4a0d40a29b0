import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { FieldDef, ModuleEntry } from '../../catalogue';
import { Localized, Msg } from '../../i18n';
import { indexColumn, selectionColumn } from '../data-table';
import { FieldCell } from '../fields';
import { StateTag } from '../modules';
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
      return <FieldCell field={field} value={row.original.form?.[field.name]} attachmentNames={names} empty="—" />;
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

const byModule = new Map<string, ColumnDef<ChildRecord>[]>();

/** The child table's columns: selection and number, the works' `listed` fields, state, time and the row's buttons. */
export function workColumns(child: ModuleEntry): ColumnDef<ChildRecord>[] {
  let columns = byModule.get(child.key);
  if (!columns) {
    columns = [
      selectionColumn<ChildRecord>(),
      indexColumn<ChildRecord>(),
      ...child.fields.filter((f) => f.listed).map(fieldColumn),
      ...TRAIL,
    ];
    byModule.set(child.key, columns);
  }
  return columns;
}
