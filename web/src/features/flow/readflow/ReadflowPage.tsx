import { Callout, Card } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readflow, toast, type ReadflowRow } from '../../../api';
import { modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { notifyTodoChanged, usePageTitle } from '../../../lib';
import { RowButton, usePagedList } from '../../platform/crud';
import { DataTable, indexColumn } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { useReadflowText } from './texts';

const FILTERS: readonly string[] = [];

/**
 * Route `/work/readflow` (知会): the flows copied to the caller that wait to be read; 查看 opens the
 * record, 已阅 acknowledges the copy (completeTask) and takes it off the list.
 */
export function ReadflowPage() {
  const rt = useReadflowText();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  usePageTitle(rt('title'));
  const list = usePagedList('readflow', FILTERS, readflow.list);
  const [busy, setBusy] = useState<string>();

  const columns = useMemo<ColumnDef<ReadflowRow>[]>(() => {
    const markRead = async (row: ReadflowRow) => {
      setBusy(row.id);
      try {
        await readflow.complete(row.id);
        toast.success(rt('readOk'));
        notifyTodoChanged();
        list.page.reload();
      } catch {
        // The client has shown the server's message.
      } finally {
        setBusy(undefined);
      }
    };
    return [
      indexColumn<ReadflowRow>(),
      { id: 'title', header: rt('recordTitle'), cell: ({ row }) => row.original.title ?? '—' },
      {
        id: 'module',
        header: rt('module'),
        cell: ({ row }) => row.original.moduleName ?? modules[row.original.module]?.title[lang] ?? row.original.module,
      },
      { id: 'union', header: rt('union'), cell: ({ row }) => row.original.unionName ?? '—' },
      { id: 'stage', header: rt('stage'), cell: ({ row }) => row.original.stageName ?? '—' },
      { id: 'time', header: rt('time'), accessorKey: 'createTime' },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <RowButton
              text={rt('open')}
              icon="document-open"
              testId="row-open"
              onClick={() => navigate(`/crop/${row.original.module}/detail/${row.original.recordId}`)}
            />
            <RowButton
              text={busy === row.original.id ? '…' : rt('read')}
              icon="tick"
              intent="success"
              testId="row-read"
              onClick={() => void markRead(row.original)}
            />
          </div>
        ),
      },
    ];
  }, [rt, t, lang, navigate, busy, list.page]);

  return (
    <div className="page" data-testid="readflow-page">
      <PageHeader title={rt('title')} />
      <Card className="panel">
        <Callout className="gap-bottom">{rt('hint')}</Callout>
        <DataTable<ReadflowRow> columns={columns} {...list.table} getRowId={(r) => r.id} rowTestId={(r) => `readflow-${r.recordId}`} />
      </Card>
    </div>
  );
}
