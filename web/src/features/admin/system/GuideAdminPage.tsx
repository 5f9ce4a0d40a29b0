import { Card, ProgressBar, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { admin, type GuideRow } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { DataTable, indexColumn } from '../../platform/data-table';
import { SearchForm, usePagedList, type SearchField } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { identLabel } from '../../identity/accounts';

const FILTERS = ['account', 'ident'] as const;
const rowId = (r: GuideRow) => r.uid;

/** How many of a row's guide steps are done. */
function stepsDone(row: GuideRow): number {
  let done = 0;
  for (let i = 1; i <= row.steps; i++) if (row[`guide${i}`] === 1) done++;
  return done;
}

/** 引导进度: every union account's progress through the first-use guide (corp 1 step, launion 22). */
export function GuideAdminPage() {
  const { t, lang } = useI18n();
  usePageTitle(t('menu.guide'));

  const search = useMemo<SearchField[]>(
    () => [
      { name: 'account', label: 'registration.account' },
      {
        name: 'ident',
        label: 'user.ident',
        options: [
          { value: 'corp', label: identLabel('corp', lang) },
          { value: 'launion', label: identLabel('launion', lang) },
        ],
      },
    ],
    [lang],
  );

  const columns = useMemo<ColumnDef<GuideRow>[]>(
    () => [
      indexColumn<GuideRow>(),
      { id: 'account', accessorKey: 'account', enableSorting: true, header: () => <Msg k="registration.account" /> },
      { id: 'name', accessorKey: 'name', header: () => <Msg k="registration.name" /> },
      { id: 'ident', accessorKey: 'ident', header: () => <Msg k="user.ident" />, cell: ({ row }) => identLabel(row.original.ident, lang) },
      {
        id: 'progress',
        header: () => <Msg k="guide.progress" />,
        cell: ({ row }) => {
          const done = stepsDone(row.original);
          return (
            <div className="guide-progress" data-testid="guide-progress">
              <span>
                {done} / {row.original.steps}
              </span>
              <ProgressBar value={done / row.original.steps} stripes={false} intent={done === row.original.steps ? 'success' : 'primary'} />
            </div>
          );
        },
      },
      {
        id: 'finished',
        header: () => <Msg k="common.status" />,
        cell: ({ row }) => (
          <Tag minimal intent={row.original.finished ? 'success' : 'none'}>
            {t(row.original.finished ? 'guide.finished' : 'guide.unfinished')}
          </Tag>
        ),
      },
    ],
    [t, lang],
  );
  const list = usePagedList('guide', FILTERS, admin.guide.page, { columns });

  return (
    <>
      <PageHeader title={t('menu.guide')} />
      <Card className="panel">
        <SearchForm fields={search} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
        <DataTable<GuideRow> columns={columns} {...list.table} getRowId={rowId} rowTestId={(r) => `row-${r.account}`} />
      </Card>
    </>
  );
}
