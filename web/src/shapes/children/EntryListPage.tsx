import { Button, Card, Tab, Tabs } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ListQuery } from '../../api';
import { useI18n } from '../../i18n';
import { usePageTitle } from '../../lib';
import { moduleButton, useAccess } from '../../features/identity/access';
import { usePagedList } from '../../features/platform/crud';
import { DataTable, indexColumn } from '../../features/platform/data-table';
import { RowFieldCell } from '../../features/records/fields';
import { PageHeader } from '../../features/platform/layout';
import { StateTag } from '../../features/records/modules';
import { AllWorksPanel } from './AllWorksPanel';
import { childCalls } from './api';
import { BeginDialog } from './BeginDialog';
import { ChildProgress } from './ChildProgress';
import { useChildText } from './texts';
import type { ParentRecord } from './types';
import type { WorksScope } from './works-scope';

const NO_FILTERS: readonly string[] = [];
const rowId = (r: ParentRecord) => r.id;

/** Props of `EntryListPage`. */
export interface EntryListPageProps {
  scope: WorksScope;
  /** The sign-up route: the begin dialog opens at once. */
  beginOpen?: boolean;
}

/**
 * The union's entries of the module, each with its works' progress, and the dialog that begins one;
 * a second tab (`?tab=works`) shows the works of one call across every entry the user may see.
 */
export function EntryListPage({ scope, beginOpen = false }: EntryListPageProps) {
  const ct = useChildText();
  const { hasButton } = useAccess();
  const [params, setParams] = useSearchParams();
  const [beginning, setBeginning] = useState(beginOpen);
  const { entry, paths } = scope;
  const navigate = useNavigate();
  const { lang } = useI18n();
  // The module's name as its card and menu give it (the catalogue's title); the category says which of its calls.
  const title = entry.title[lang];
  usePageTitle(title);
  const tab = params.get('tab') === 'works' ? 'works' : 'entries';
  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={[scope.section.category?.name[lang], ct('entries')].filter(Boolean).join(' · ')}
        actions={
          hasButton(moduleButton(entry.key, 'add')) && (
            <Button intent="danger" icon="add" text={ct('begin')} data-testid="btn-begin" onClick={() => setBeginning(true)} />
          )
        }
      />
      <Card className="panel">
        <Tabs
          id="activity-tabs"
          selectedTabId={tab}
          // A new tab starts from its first page, unfiltered.
          onChange={(next) => setParams(next === 'works' ? { tab: 'works' } : {})}
        >
          <Tab id="entries" title={ct('entries')} data-testid="tab-entries" />
          <Tab id="works" title={ct('allWorks')} data-testid="tab-works" />
        </Tabs>
        {tab === 'works' ? <AllWorksPanel scope={scope} /> : <EntriesTable scope={scope} />}
      </Card>
      <BeginDialog
        scope={scope}
        isOpen={beginning}
        onClose={() => {
          setBeginning(false);
          if (beginOpen) navigate(paths.list, { replace: true });
        }}
        onBegun={(id) => navigate(paths.detail(id))}
      />
    </div>
  );
}

/** The union's entries, each with its works' progress. */
function EntriesTable({ scope }: { scope: WorksScope }) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { entry, paths } = scope;
  const columns = useMemo<ColumnDef<ParentRecord>[]>(
    () => [
      indexColumn<ParentRecord>(),
      ...entry.fields
        .filter((f) => f.listed)
        .map<ColumnDef<ParentRecord>>((field) => ({
          id: field.name,
          header: () => field.label[lang],
          cell: ({ row }) => (
            <RowFieldCell record={row.original} field={field} value={row.original.form?.[field.name]} attachmentNames={{}} empty="—" />
          ),
        })),
      {
        id: 'progress',
        header: () => ct('progress'),
        cell: ({ row }) => <ChildProgress counts={row.original.children} />,
      },
      {
        id: 'state',
        header: () => t('record.state'),
        cell: ({ row }) => <StateTag state={row.original.state} name={row.original.stateName} />,
      },
      { id: 'createTime', accessorKey: 'createTime', header: () => t('record.createTime') },
      {
        id: 'actions',
        header: () => t('common.actions'),
        cell: ({ row }) => (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            icon="eye-open"
            text={t('common.view')}
            data-testid="row-view"
            onClick={() => navigate(paths.detail(row.original.id))}
          />
        ),
      },
    ],
    [entry, lang, t, ct, navigate, paths],
  );

  const load = useCallback((query: ListQuery) => childCalls.page(entry.key, query), [entry.key]);
  const { table } = usePagedList(entry.key, NO_FILTERS, load, { columns });
  return <DataTable<ParentRecord> columns={columns} {...table} getRowId={rowId} />;
}
