import { Card } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
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
  type FormValues,
  type SearchField,
} from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

/** What an admin page of one server-paged resource is made of. */
export interface PagedAdminPageProps<T extends { id: string }> {
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
  toBody: (values: FormValues, row: T | undefined) => Record<string, unknown>;
  submit: (body: Record<string, unknown>) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
  /** More buttons per row (a grant dialog). */
  rowActions?: (row: T) => ReactNode;
  /** Dialogs those buttons open. */
  children?: ReactNode;
  /** `data-testid` of a row; `row-<id>` when absent. */
  rowTestId?: (row: T) => string;
  defaults?: FormValues;
}

/** A list with search, paging, 新增 / 编辑 / 删除, the confirmation and the create-or-edit dialog. */
export function PagedAdminPage<T extends { id: string }>(props: PagedAdminPageProps<T>) {
  const { t } = useI18n();
  usePageTitle(t(props.title));
  const filterKeys = useMemo(() => props.search.map((s) => s.name), [props.search]);
  const [editing, setEditing] = useState<{ row?: T; values: FormValues }>();
  const [removing, setRemoving] = useState<string[]>();
  const { columns, rowActions, toValues } = props;

  const cols = useMemo<ColumnDef<T>[]>(
    () => [
      selectionColumn<T>(),
      indexColumn<T>(),
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
    [columns, rowActions, toValues, t],
  );
  const list = usePagedList(props.name, filterKeys, props.load, { columns: cols });

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
        <ListToolbar onAdd={() => setEditing({ values: props.defaults ?? {} })} onRemove={setRemoving} selection={list.selection} />
        <DataTable<T> columns={cols} {...list.table} getRowId={(r) => r.id} rowTestId={props.rowTestId} />
      </Card>
      <FormDialog
        initial={editing?.values}
        editing={editing?.row !== undefined}
        title={t(editing?.row ? 'common.editTitle' : 'common.newTitle', { name: t(props.noun) })}
        fields={props.fields}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        testId={`${props.name}-dialog`}
      />
      <RemoveAlert ids={removing} onClose={() => setRemoving(undefined)} remove={props.remove} onRemoved={list.page.reload} />
      {props.children}
    </div>
  );
}
