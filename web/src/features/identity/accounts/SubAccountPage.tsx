import { Card, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { account, type SubAccount } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { DataTable, indexColumn, selectionColumn } from '../../platform/data-table';
import { ListToolbar, RemoveAlert, RowButton, SearchForm, usePagedList, type SearchField } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { SubAccountDialog } from './SubAccountDialog';

const FILTERS = ['account', 'name'] as const;
const SEARCH: SearchField[] = [
  { name: 'account', label: 'sub.account' },
  { name: 'name', label: 'sub.name' },
];
const rowId = (r: SubAccount) => r.id;

interface Actions {
  edit: (row: SubAccount) => void;
  remove: (ids: string[]) => void;
}

function columns(actions: Actions, t: (k: 'common.edit' | 'common.delete') => string): ColumnDef<SubAccount>[] {
  return [
    selectionColumn<SubAccount>(),
    indexColumn<SubAccount>(),
    { id: 'account', accessorKey: 'account', enableSorting: true, header: () => <Msg k="sub.account" /> },
    { id: 'name', accessorKey: 'name', enableSorting: true, header: () => <Msg k="sub.name" /> },
    { id: 'realName', accessorKey: 'realName', header: () => <Msg k="sub.realName" /> },
    { id: 'phone', accessorKey: 'phone', header: () => <Msg k="sub.phone" /> },
    {
      id: 'status',
      header: () => <Msg k="sub.status" />,
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
  ];
}

/** Route `/setting/sub` (子账号管理): a main account's sub-accounts and the menus each may see. */
export function SubAccountPage() {
  const { t } = useI18n();
  usePageTitle(t('route.sub'));
  const [target, setTarget] = useState<SubAccount | 'new'>();
  const [removing, setRemoving] = useState<string[]>();
  const cols = useMemo(() => columns({ edit: setTarget, remove: setRemoving }, t), [t]);
  const list = usePagedList('sub', FILTERS, account.subPage, { columns: cols });

  return (
    <div className="page">
      <PageHeader title={t('route.sub')} subtitle={t('sub.intro')} />
      <Card className="panel">
        <SearchForm fields={SEARCH} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
        <ListToolbar onAdd={() => setTarget('new')} onRemove={setRemoving} selection={list.selection} />
        <DataTable<SubAccount> columns={cols} {...list.table} getRowId={rowId} rowTestId={(r) => `row-${r.account}`} />
      </Card>
      <SubAccountDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.page.reload} />
      <RemoveAlert
        ids={removing}
        onClose={() => setRemoving(undefined)}
        // The sub-account call removes one at a time.
        remove={async (ids) => {
          for (const id of ids) await account.subRemove(id);
        }}
        onRemoved={list.page.reload}
      />
    </div>
  );
}
