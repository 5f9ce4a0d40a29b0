import { Button, Card, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { admin, toast, type AdminUser } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { DataTable, indexColumn, selectionColumn } from '../../platform/data-table';
import { ListToolbar, RemoveAlert, RowButton, SearchForm, selectedIds, usePagedList, type SearchField } from '../../platform/crud';
import { identOptions } from './options';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserDialog } from './UserDialog';
import './system.css';

const FILTERS = ['account', 'realName', 'ident', 'status'] as const;
const rowId = (r: AdminUser) => r.id;

interface Actions {
  edit: (row: AdminUser) => void;
  reset: (ids: string[]) => void;
  remove: (ids: string[]) => void;
}

/** 用户列表: the tenant's accounts with search, create, edit, remove and password reset. */
export function UserList() {
  const { t, lang } = useI18n();
  const [target, setTarget] = useState<AdminUser | 'new'>();
  const [resetting, setResetting] = useState<string[]>();
  const [removing, setRemoving] = useState<string[]>();
  const idents = useMemo(() => identOptions(lang), [lang]);

  const search = useMemo<SearchField[]>(
    () => [
      { name: 'account', label: 'user.account' },
      { name: 'realName', label: 'user.realName' },
      { name: 'ident', label: 'user.ident', options: idents },
      {
        name: 'status',
        label: 'common.status',
        options: [
          { value: '1', label: t('common.enabled') },
          { value: '0', label: t('common.disabled') },
        ],
      },
    ],
    [idents, t],
  );

  const actions = useMemo<Actions>(() => ({ edit: setTarget, reset: setResetting, remove: setRemoving }), []);
  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      selectionColumn<AdminUser>(),
      indexColumn<AdminUser>(),
      { id: 'account', accessorKey: 'account', enableSorting: true, header: () => <Msg k="user.account" /> },
      { id: 'name', accessorKey: 'name', enableSorting: true, header: () => <Msg k="user.name" /> },
      { id: 'realName', accessorKey: 'realName', enableSorting: true, header: () => <Msg k="user.realName" /> },
      {
        id: 'ident',
        header: () => <Msg k="user.ident" />,
        cell: ({ row }) => (
          <>
            {idents.find((i) => i.value === row.original.ident)?.label ?? row.original.ident}
            {row.original.isSub && (
              <Tag minimal className="inline-tag">
                <Msg k="user.sub" />
              </Tag>
            )}
          </>
        ),
      },
      { id: 'unionName', accessorKey: 'unionName', header: () => <Msg k="user.union" /> },
      { id: 'roleName', accessorKey: 'roleName', header: () => <Msg k="user.roles" /> },
      {
        id: 'status',
        header: () => <Msg k="common.status" />,
        cell: ({ row }) => (
          <Tag minimal intent={row.original.status === 1 ? 'success' : 'none'}>
            <Msg k={row.original.status === 1 ? 'common.enabled' : 'common.disabled'} />
          </Tag>
        ),
      },
      { id: 'createTime', accessorKey: 'createTime', enableSorting: true, header: () => <Msg k="record.createTime" /> },
      {
        id: 'actions',
        header: () => <Msg k="common.actions" />,
        cell: ({ row }) => (
          <div className="row-actions">
            <RowButton text={t('common.edit')} icon="edit" testId="row-edit" onClick={() => actions.edit(row.original)} />
            <RowButton text={t('user.reset')} icon="key" testId="row-reset" onClick={() => actions.reset([row.original.id])} />
            <RowButton
              text={t('common.delete')}
              icon="trash"
              intent="danger"
              testId="row-delete"
              onClick={() => actions.remove([row.original.id])}
            />
          </div>
        ),
      },
    ],
    [actions, idents, t],
  );
  const list = usePagedList('users', FILTERS, admin.users.page, { columns });

  const resetSelected = () => {
    const ids = selectedIds(list.selection);
    if (ids.length === 0) toast.warning(t('msg.selectOne'));
    else setResetting(ids);
  };
  const closeUser = useCallback(() => setTarget(undefined), []);

  return (
    <Card className="panel">
      <SearchForm fields={search} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
      <ListToolbar onAdd={() => setTarget('new')} onRemove={setRemoving} selection={list.selection}>
        <Button icon="key" text={t('user.reset')} data-testid="btn-reset-password" onClick={resetSelected} />
      </ListToolbar>
      <DataTable<AdminUser> columns={columns} {...list.table} getRowId={rowId} rowTestId={(r) => `row-${r.account}`} />
      <UserDialog
        target={target}
        onClose={closeUser}
        onSaved={() => {
          toast.success(t(target === 'new' ? 'msg.created' : 'msg.updated'));
          list.page.reload();
        }}
      />
      <ResetPasswordDialog userIds={resetting} onClose={() => setResetting(undefined)} />
      <RemoveAlert ids={removing} onClose={() => setRemoving(undefined)} remove={admin.users.remove} onRemoved={list.page.reload} />
    </Card>
  );
}
