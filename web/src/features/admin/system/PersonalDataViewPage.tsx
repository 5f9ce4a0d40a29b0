import { Card, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { admin, type PersonalDataViewRow } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { MODULE_DIRECTORY } from '../../../module-directory.gen';
import { DataTable, indexColumn } from '../../platform/data-table';
import { DownloadButton, SearchForm, usePagedList, type SearchField } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

const FILTERS = ['recordId', 'module', 'accountId', 'from', 'to'] as const;
const rowId = (r: PersonalDataViewRow) => r.id;

/**
 * Route `/system/personal-data-view` (个人信息查看记录): every full view of a record's personal data,
 * who, when, which fields and why, newest first (read only: the server writes the log with each view).
 */
export function PersonalDataViewPage() {
  const { t, lang } = useI18n();
  usePageTitle(t('route.personaldataview'));
  const titleOf = useMemo(() => new Map(MODULE_DIRECTORY.map((m) => [m.key, m.title[lang]])), [lang]);
  const search = useMemo<SearchField[]>(
    () => [
      { name: 'recordId', label: 'personalView.recordId' },
      { name: 'module', label: 'personalView.module', options: MODULE_DIRECTORY.map((m) => ({ value: m.key, label: m.title[lang] })) },
      { name: 'accountId', label: 'personalView.accountId' },
      { name: 'from', label: 'personalView.from' },
      { name: 'to', label: 'personalView.to' },
    ],
    [lang],
  );
  const columns = useMemo<ColumnDef<PersonalDataViewRow>[]>(
    () => [
      indexColumn<PersonalDataViewRow>(),
      { id: 'at', accessorKey: 'at', header: () => <Msg k="personalView.at" /> },
      { id: 'accountName', accessorKey: 'accountName', header: () => <Msg k="personalView.account" /> },
      { id: 'unionName', accessorKey: 'unionName', header: () => <Msg k="personalView.union" /> },
      {
        id: 'role',
        header: () => <Msg k="personalView.role" />,
        cell: ({ row }) => (
          <Tag minimal data-testid="view-role">
            <Msg k={row.original.role === 'applicant' ? 'personalView.applicant' : 'personalView.reviewer'} />
          </Tag>
        ),
      },
      {
        id: 'module',
        header: () => <Msg k="personalView.module" />,
        cell: ({ row }) => titleOf.get(row.original.module) ?? row.original.module,
      },
      { id: 'recordId', accessorKey: 'recordId', header: () => <Msg k="personalView.record" /> },
      { id: 'fields', header: () => <Msg k="personalView.fields" />, cell: ({ row }) => row.original.fields.join(', ') },
      { id: 'channel', accessorKey: 'channel', header: () => <Msg k="personalView.channel" /> },
      { id: 'purpose', accessorKey: 'purpose', header: () => <Msg k="personalView.purpose" /> },
      { id: 'ip', accessorKey: 'ip', header: () => <Msg k="personalView.ip" /> },
    ],
    [titleOf],
  );
  const list = usePagedList('personal-data-views', FILTERS, admin.personalDataViews.page, { columns });
  // The sheet takes the filters in force, not the paging: it holds every page.
  const { current: _current, size: _size, ...filters } = list.serverQuery;
  return (
    <>
      <PageHeader
        title={t('route.personaldataview')}
        actions={
          <DownloadButton
            icon="export"
            text={t('common.export')}
            testId="btn-export"
            fetch={() => admin.personalDataViews.sheet(filters)}
            name={`${t('route.personaldataview')}.xlsx`}
          />
        }
      />
      <Card className="panel">
        <SearchForm fields={search} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
        <DataTable<PersonalDataViewRow> columns={columns} {...list.table} getRowId={rowId} rowTestId={(r) => `view-${r.id}`} />
      </Card>
    </>
  );
}
