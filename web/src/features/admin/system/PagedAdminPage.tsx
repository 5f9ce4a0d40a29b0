import { Card } from '@blueprintjs/core';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { toast, type ListQuery, type Page } from '../../../api';
import { Msg, useI18n, type MessageKey } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { DataTable, indexColumn, selectionColumn } from '../../platform/data-table';
import {
  FormDialog,
  ListToolbar,
  RemoveAlert,
  RowButton,
  SearchForm,
  usePagedList,
  type FieldSpec,
  type FormDialogProps,
  type FormValues,
  type SearchField,
} from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats TanStack's type parameter
  interface TableMeta<TData extends RowData> {
    /** Loads the admin list's page again (after a row button changed its row). */
    reloadAdminList?: () => void;
  }
}

/** What an admin page of one server-paged resource is made of. */
export interface PagedAdminPageProps<T extends { id: string }, B extends object = Record<string, unknown>> {
  /** Names the page, its title (`route.<name>`) and its dialogs. */
  name: string;
  title: MessageKey;
  /** What one row is (用户, 角色), for the dialog titles 新增用户 / 编辑用户. */
  noun: MessageKey;
  search: readonly SearchField[];
  load: (query: ListQuery) => Promise<Page<T>>;
  /** Data columns; selection, index and actions are added around them. */
  columns: ColumnDef<T>[];
  fields: readonly FieldSpec[];
  toValues: (row: T) => FormValues;
  /** The submit body: with `row` an update, without a creation. */
  toBody: (values: FormValues, row: T | undefined) => B;
  submit: (body: B) => Promise<unknown>;
  /** Deletes rows; without it the list has no selection and no 删除 (a round is closed, never deleted). */
  remove?: (ids: string[]) => Promise<unknown>;
  /** The row the edit dialog starts from (a detail call), when the list's row is not all of it. */
  detail?: (row: T) => Promise<T>;
  /** Whether a row may still be changed; one that may not has no row buttons (a closed round). All may by default. */
  editable?: (row: T) => boolean;
  /** More buttons per row (a grant dialog); `reload` loads the list again after one changed the row. */
  rowActions?: (row: T, reload: () => void) => ReactNode;
  /** The dialog's own inputs beyond `fields` for the row edited (none when creating), and where the server's complaints about them go. */
  dialog?: (row: T | undefined) => Pick<FormDialogProps, 'children' | 'extraField'>;
  /** Dialogs those buttons open. */
  children?: ReactNode;
  /** `data-testid` of a row; `row-<id>` when absent. */
  rowTestId?: (row: T) => string;
  defaults?: FormValues;
}

/** A list with search, paging, 新增 / 编辑 / 删除, the confirmation and the create-or-edit dialog. */
export function PagedAdminPage<T extends { id: string }, B extends object = Record<string, unknown>>(props: PagedAdminPageProps<T, B>) {
  const { t } = useI18n();
  usePageTitle(t(props.title));
  const filterKeys = useMemo(() => props.search.map((s) => s.name), [props.search]);
  const [editing, setEditing] = useState<{ row?: T; values: FormValues }>();
  const [removing, setRemoving] = useState<string[]>();
  const { columns, rowActions, toValues, detail, editable, remove } = props;
  const deletes = remove !== undefined;

  const cols = useMemo<ColumnDef<T>[]>(() => {
    const edit = async (row: T) => {
      const full = detail ? await detail(row) : row;
      setEditing({ row: full, values: toValues(full) });
    };
    return [
      ...(deletes ? [selectionColumn<T>()] : []),
      indexColumn<T>(),
      ...columns,
      {
        id: 'actions',
        header: () => <Msg k="common.actions" />,
        cell: ({ row, table }) =>
          editable && !editable(row.original) ? null : (
            <div className="row-actions">
              <RowButton
                text={t('common.edit')}
                icon="edit"
                testId="row-edit"
                // A failed detail call has said why in its own toast.
                onClick={() => void edit(row.original).catch(() => undefined)}
              />
              {rowActions?.(row.original, () => table.options.meta?.reloadAdminList?.())}
              {deletes && (
                <RowButton
                  text={t('common.delete')}
                  icon="trash"
                  intent="danger"
                  testId="row-delete"
                  onClick={() => setRemoving([row.original.id])}
                />
              )}
            </div>
          ),
      },
    ];
  }, [columns, rowActions, toValues, detail, editable, deletes, t]);
  const list = usePagedList(props.name, filterKeys, props.load, { columns: cols });
  const meta = useMemo(() => ({ reloadAdminList: list.page.reload }), [list.page.reload]);

  const save = async (values: FormValues) => {
    await props.submit(props.toBody(values, editing?.row));
    toast.success(t(editing?.row ? 'msg.updated' : 'msg.created'));
    setEditing(undefined);
    list.page.reload();
  };

  return (
    <div className="page" data-testid={`admin-${props.name}`}>
      <PageHeader title={t(props.title)} />
      <Card className="panel">
        <SearchForm fields={props.search} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
        <ListToolbar
          onAdd={() => setEditing({ values: props.defaults ?? {} })}
          {...(deletes ? { onRemove: setRemoving, selection: list.selection } : {})}
        />
        <DataTable<T> columns={cols} {...list.table} getRowId={(r) => r.id} rowTestId={props.rowTestId} meta={meta} />
      </Card>
      <FormDialog
        initial={editing?.values}
        editing={editing?.row !== undefined}
        title={t(editing?.row ? 'common.editTitle' : 'common.newTitle', { name: t(props.noun) })}
        fields={props.fields}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        testId={`${props.name}-dialog`}
        {...props.dialog?.(editing?.row)}
      />
      {remove && <RemoveAlert ids={removing} onClose={() => setRemoving(undefined)} remove={remove} onRemoved={list.page.reload} />}
      {props.children}
    </div>
  );
}
