import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { FieldDef, ModuleEntry } from '../../../catalogue';
import type { RecordView } from '../../../api';
import { Localized, Msg } from '../../../i18n';
import { indexColumn, selectionColumn } from '../../platform/data-table';
import { PickerNamesProvider, RowFieldCell } from '../fields';
import { RecordStateBadge } from './RecordStateBadge';
import { RecordRowActions } from './RecordRowActions';

/** What the module list hands its row buttons. */
export interface RecordTableActions {
  remove: (ids: string[]) => void;
  revoke: (record: RecordView) => void;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats TanStack's type parameter
  interface TableMeta<TData extends RowData> {
    recordActions?: RecordTableActions;
  }
}

const LEAD: ColumnDef<RecordView>[] = [selectionColumn<RecordView>(), indexColumn<RecordView>()];

const TRAIL: ColumnDef<RecordView>[] = [
  {
    id: 'state',
    header: () => <Msg k="record.state" />,
    cell: ({ row }) => <RecordStateBadge record={row.original} />,
  },
  {
    id: 'stage',
    header: () => <Msg k="record.stage" />,
    cell: ({ row }) => row.original.stageName ?? '—',
  },
  {
    id: 'createTime',
    accessorKey: 'createTime',
    enableSorting: true,
    header: () => <Msg k="record.createTime" />,
  },
  {
    id: 'updateTime',
    accessorKey: 'updateTime',
    enableSorting: true,
    header: () => <Msg k="record.updateTime" />,
  },
  {
    id: 'actions',
    header: () => <Msg k="common.actions" />,
    cell: ({ row, table }) => (
      <RecordRowActions
        record={row.original}
        onRemove={(ids) => table.options.meta?.recordActions?.remove(ids)}
        onRevoke={(record) => table.options.meta?.recordActions?.revoke(record)}
      />
    ),
  },
];

function fieldColumn(field: FieldDef): ColumnDef<RecordView> {
  return {
    id: field.name,
    header: () => <Localized text={field.label} />,
    cell: ({ row }) => {
      const names = Object.fromEntries((row.original.attachments ?? []).map((a) => [a.id, a.name]));
      return (
        <PickerNamesProvider names={row.original.names}>
          <RowFieldCell record={row.original} field={field} value={row.original.form?.[field.name]} attachmentNames={names} empty="—" />
        </PickerNamesProvider>
      );
    },
  };
}

const byModule = new Map<string, ColumnDef<RecordView>[]>();

/** The list's columns for a module: fixed ones around the entry's `listed` fields; built once per module. */
export function recordColumns(entry: ModuleEntry): ColumnDef<RecordView>[] {
  let columns = byModule.get(entry.key);
  if (!columns) {
    columns = [...LEAD, ...entry.fields.filter((f) => f.listed).map(fieldColumn), ...TRAIL];
    byModule.set(entry.key, columns);
  }
  return columns;
}
