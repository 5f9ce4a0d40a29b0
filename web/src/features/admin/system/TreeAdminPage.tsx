import { Card } from '@blueprintjs/core';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../../api';
import { Msg, useI18n, type MessageKey } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { selectionColumn } from '../../platform/data-table';
import {
  FormDialog,
  ListToolbar,
  RemoveAlert,
  RowButton,
  SearchForm,
  TreeTable,
  type FieldSpec,
  type FormValues,
  type SearchField,
} from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

/** What an admin page of a whole tree (roles, menus, departments) is made of. */
export interface TreeAdminPageProps<T extends { id: string; children?: T[] }> {
  name: string;
  title: MessageKey;
  /** What one row is (用户, 角色), for the dialog titles 新增用户 / 编辑用户. */
  noun: MessageKey;
  search: readonly SearchField[];
  load: (filters: Record<string, string>) => Promise<T[]>;
  columns: ColumnDef<T>[];
  /** The column that shows the nesting. */
  treeColumn: string;
  /** The fields; they may offer the tree's own rows as parents (less the edited row). */
  fields: (rows: T[], editing: T | undefined) => readonly FieldSpec[];
  toValues: (row: T) => FormValues;
  toBody: (values: FormValues, row: T | undefined) => Record<string, unknown>;
  submit: (body: Record<string, unknown>) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
  rowActions?: (row: T) => ReactNode;
  /** A row's "add below" values, when the row takes children (undefined: it does not). */
  childValues?: (row: T) => FormValues | undefined;
  children?: ReactNode;
  rowTestId?: (row: T) => string;
  defaults?: FormValues;
}

const NO_ROWS: never[] = [];

/** A tree table with search, 新增 / 编辑 / 删除 (and 新增下级), the confirmation and the dialog. */
export function TreeAdminPage<T extends { id: string; children?: T[] }>(props: TreeAdminPageProps<T>) {
  const { t } = useI18n();
  usePageTitle(t(props.title));
  const [filters, setFilters] = useState<Record<string, string>>({});
  const rows = useLoader(`${props.name}?${JSON.stringify(filters)}`, () => props.load(filters));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<{ row?: T; values: FormValues }>();
  const [removing, setRemoving] = useState<string[]>();
  const { columns, rowActions, toValues, childValues } = props;

  const cols = useMemo<ColumnDef<T>[]>(
    () => [
      selectionColumn<T>(),
      ...columns,
      {
        id: 'actions',
        header: () => <Msg k="common.actions" />,
        cell: ({ row }) => (
          <div className="row-actions">
            <RowButton
              text={t('common.edit')}
              icon="edit"
              testId="row-edit"
              onClick={() => setEditing({ row: row.original, values: toValues(row.original) })}
            />
            {childValues?.(row.original) && (
              <RowButton
                text={t('common.addChild')}
                icon="add"
                testId="row-add-child"
                onClick={() => setEditing({ values: childValues(row.original) ?? {} })}
              />
            )}
            {rowActions?.(row.original)}
            <RowButton
              text={t('common.delete')}
              icon="trash"
              intent="danger"
              testId="row-delete"
              onClick={() => setRemoving([row.original.id])}
            />
          </div>
        ),
      },
    ],
    [columns, rowActions, toValues, childValues, t],
  );

  const data = rows.data ?? (NO_ROWS as T[]);
  const fields = useMemo(() => props.fields(data, editing?.row), [props, data, editing?.row]);

  const save = async (values: FormValues) => {
    await props.submit(props.toBody(values, editing?.row));
    toast.success(t(editing?.row ? 'msg.updated' : 'msg.created'));
    setEditing(undefined);
    rows.reload();
  };

  const patchFilters = (patch: Record<string, string | undefined>) => {
    const next = { ...filters };
    for (const [key, value] of Object.entries(patch)) {
      if (value) next[key] = value;
      else delete next[key];
    }
    setFilters(next);
  };

  return (
    <div className="page" data-testid={`admin-${props.name}`}>
      <PageHeader title={t(props.title)} />
      <Card className="panel">
        <SearchForm fields={props.search} filters={filters} onChange={patchFilters} />
        <ListToolbar onAdd={() => setEditing({ values: props.defaults ?? {} })} onRemove={setRemoving} selection={selection} />
        <TreeTable<T>
          columns={cols}
          data={data}
          treeColumn={props.treeColumn}
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          loading={rows.loading}
          rowTestId={props.rowTestId}
        />
      </Card>
      <FormDialog
        initial={editing?.values}
        editing={editing?.row !== undefined}
        title={t(editing?.row ? 'common.editTitle' : 'common.newTitle', { name: t(props.noun) })}
        fields={fields}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        testId={`${props.name}-dialog`}
      />
      <RemoveAlert
        ids={removing}
        onClose={() => setRemoving(undefined)}
        remove={props.remove}
        onRemoved={() => {
          setSelection({});
          rows.reload();
        }}
      />
      {props.children}
    </div>
  );
}
