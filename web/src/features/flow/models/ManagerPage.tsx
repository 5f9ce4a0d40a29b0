import { Alert, Button, Callout, Card, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ApiError, flowVersions, toast, type FlowVersionRow } from '../../../api';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { RowButton, SearchBar, usePagedList } from '../../platform/crud';
import { DataTable, indexColumn } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { MigrationDialog } from './manager/MigrationDialog';
import { UploadDialog } from './manager/UploadDialog';
import { saveBpmn } from './save-bpmn';
import { useFlowText } from './texts';
import './flow-admin.css';

const FILTERS = ['modelKey'] as const;

/**
 * Route `/flow/manager` (部署管理): the deployed versions with their running records; suspend and
 * activate, delete (refused with the server's 409 while records run on it), upload a BPMN file,
 * export one as BPMN, and migrate its running records (dry run first).
 */
export function ManagerPage() {
  const ft = useFlowText();
  const { t } = useI18n();
  usePageTitle(ft('managerTitle'));
  const list = usePagedList('flow-versions', FILTERS, flowVersions.list);
  const [uploading, setUploading] = useState(false);
  const [migrating, setMigrating] = useState<FlowVersionRow>();
  const [removing, setRemoving] = useState<FlowVersionRow>();
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const columns = useMemo<ColumnDef<FlowVersionRow>[]>(() => {
    const toggle = async (row: FlowVersionRow) => {
      setBusy(row.id);
      try {
        await flowVersions.changeState(row.id, row.suspended ? 'active' : 'suspended');
        toast.success(row.suspended ? ft('activatedOk') : ft('suspendedOk'));
        list.page.reload();
      } catch {
        // The client has shown the server's message.
      } finally {
        setBusy(undefined);
      }
    };
    return [
      indexColumn<FlowVersionRow>(),
      { id: 'modelKey', header: ft('modelKey'), cell: ({ row }) => <code>{row.original.modelKey}</code> },
      { id: 'name', header: ft('modelName'), accessorKey: 'name' },
      { id: 'version', header: ft('version'), cell: ({ row }) => ft('versionN', { n: row.original.version }) },
      { id: 'source', header: ft('source'), cell: ({ row }) => ft(`source_${row.original.source}`) },
      { id: 'deployTime', header: ft('deployTime'), accessorKey: 'deployTime' },
      { id: 'deployedBy', header: ft('deployedBy'), cell: ({ row }) => row.original.deployedByName ?? '—' },
      { id: 'running', header: ft('running'), cell: ({ row }) => <span data-testid="running">{row.original.running}</span> },
      {
        id: 'state',
        header: ft('stateCol'),
        cell: ({ row }) =>
          row.original.suspended ? (
            <Tag intent="warning" data-testid="version-state">
              {ft('suspended')}
            </Tag>
          ) : (
            <Tag intent="success" minimal data-testid="version-state">
              {ft('active')}
            </Tag>
          ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <Button
              size="small"
              variant="minimal"
              intent={row.original.suspended ? 'success' : 'warning'}
              icon={row.original.suspended ? 'play' : 'pause'}
              text={row.original.suspended ? ft('activate') : ft('suspend')}
              loading={busy === row.original.id}
              data-testid={row.original.suspended ? 'row-activate' : 'row-suspend'}
              onClick={() => void toggle(row.original)}
            />
            <RowButton text={ft('migrate')} icon="swap-horizontal" testId="row-migrate" onClick={() => setMigrating(row.original)} />
            <RowButton
              text={ft('export')}
              icon="export"
              testId="row-export"
              onClick={() => void saveBpmn({ versionId: row.original.id }, `${row.original.modelKey}-v${row.original.version}.bpmn`)}
            />
            <RowButton
              text={ft('deleteDeployment')}
              icon="trash"
              intent="danger"
              testId="row-delete"
              onClick={() => setRemoving(row.original)}
            />
          </div>
        ),
      },
    ];
  }, [ft, t, busy, list.page]);

  const remove = async () => {
    if (!removing) return;
    const row = removing;
    setRemoving(undefined);
    setRefused(undefined);
    try {
      await flowVersions.remove(row.id);
      toast.success(ft('deletedOk'));
      list.page.reload();
    } catch (err) {
      // The 409 says how many records still run on it: kept on the page as well as toasted.
      if (err instanceof ApiError) setRefused(err.message);
    }
  };

  return (
    <div className="page" data-testid="flow-manager">
      <PageHeader
        title={ft('managerTitle')}
        actions={<Button icon="upload" intent="primary" text={ft('upload')} data-testid="btn-upload" onClick={() => setUploading(true)} />}
      />
      <Card className="panel">
        <SearchBar fields={[{ name: 'modelKey', label: ft('modelKey') }]} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
        {refused && (
          <Callout intent="danger" className="gap-bottom" data-testid="delete-refused">
            {refused}
          </Callout>
        )}
        <DataTable<FlowVersionRow>
          columns={columns}
          {...list.table}
          getRowId={(r) => r.id}
          rowTestId={(r) => `version-${r.modelKey}-${r.version}`}
        />
      </Card>
      <UploadDialog isOpen={uploading} onClose={() => setUploading(false)} onDeployed={list.page.reload} />
      {migrating && <MigrationDialog from={migrating} onClose={() => setMigrating(undefined)} onMigrated={list.page.reload} />}
      <Alert
        isOpen={removing !== undefined}
        intent="danger"
        icon="trash"
        confirmButtonText={t('common.confirm')}
        cancelButtonText={t('common.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      >
        <p data-testid="delete-confirm">{removing && ft('deleteConfirm', { key: removing.modelKey, n: removing.version })}</p>
      </Alert>
    </div>
  );
}
