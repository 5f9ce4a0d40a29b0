import { AnchorButton, Card, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { flowFollow, flowVersions, system, type FollowRow, type UnionNode } from '../../../api';
import { modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { RowButton, SearchBar, usePagedList } from '../../platform/crud';
import { DataTable, indexColumn } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { TerminateDialog } from './TerminateDialog';
import { useFollowText, waitingText } from './texts';
import './flow-follow.css';

const FILTERS = ['module', 'unionId', 'stageKey', 'versionId'] as const;

function flatUnions(nodes: readonly UnionNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((n) => [{ value: n.id, label: `${'\u3000'.repeat(depth)}${n.title}` }, ...flatUnions(n.children, depth + 1)]);
}

/**
 * Route `/flow/follow` (流程跟踪): every running flow of the tenant, overdue and stuck ones first (and
 * marked), then the longest waiting; filters by module, union, stage and version; each row opens
 * the record's progress, its Temporal run, or ends it with a reason (终止).
 */
export function FollowPage() {
  const ft = useFollowText();
  const { t, lang } = useI18n();
  usePageTitle(ft('title'));
  const navigate = useNavigate();
  const list = usePagedList('flow-follow', FILTERS, flowFollow.list);
  const unions = useLoader('follow-unions', () => system.unionTree());
  const versions = useLoader('follow-versions', () => flowVersions.list({ size: 200 }).catch(() => undefined));
  const [ending, setEnding] = useState<FollowRow>();

  const columns = useMemo<ColumnDef<FollowRow>[]>(
    () => [
      indexColumn<FollowRow>(),
      {
        id: 'title',
        header: ft('recordTitle'),
        cell: ({ row }) => (
          <>
            <div>
              {row.original.stuck && (
                <Tag intent="danger" data-flag="stuck">
                  {ft('stuck')}
                </Tag>
              )}{' '}
              {row.original.overdue && (
                <Tag intent="warning" data-flag="overdue">
                  {ft('overdue')}
                </Tag>
              )}{' '}
              {row.original.title}
            </div>
            <div className="muted">{row.original.moduleName}</div>
          </>
        ),
      },
      { id: 'union', header: ft('union'), accessorKey: 'unionName' },
      { id: 'stage', header: ft('stage'), cell: ({ row }) => <span data-testid="follow-stage">{row.original.stageName}</span> },
      { id: 'assignees', header: ft('assignees'), cell: ({ row }) => row.original.assignees.join(t('punct.list')) || '—' },
      {
        id: 'waiting',
        header: ft('waiting'),
        cell: ({ row }) => (
          <>
            <div>{waitingText(row.original.waitingHours, ft)}</div>
            {row.original.dueTime && (
              <div className="muted" title={ft('dueTime')}>
                {ft('dueTime')} {row.original.dueTime.slice(5, 16)}
              </div>
            )}
          </>
        ),
      },
      {
        id: 'version',
        header: ft('version'),
        cell: ({ row }) => {
          const r = row.original;
          if (r.version === null || !r.modelKey) return ft('noVersion');
          return (
            <span data-testid="follow-version">{r.version === 0 ? ft('builtIn') : ft('versionN', { key: r.modelKey, n: r.version })}</span>
          );
        },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <RowButton
              text={ft('progress')}
              icon="flow-linear"
              testId="row-progress"
              onClick={() =>
                navigate(`/flow/follow/${encodeURIComponent(row.original.processInstanceId)}`, { state: { row: row.original } })
              }
            />
            <AnchorButton
              size="small"
              variant="minimal"
              icon="share"
              title={ft('temporal')}
              aria-label={ft('temporal')}
              href={row.original.temporalUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="row-temporal"
            />
            <RowButton text={ft('terminate')} icon="stop" intent="danger" testId="row-terminate" onClick={() => setEnding(row.original)} />
          </div>
        ),
      },
    ],
    [ft, t, navigate],
  );

  const moduleOptions = useMemo(() => Object.values(modules).map((m) => ({ value: m.key, label: m.title[lang] })), [lang]);
  const versionOptions = (versions.data?.records ?? []).map((v) => ({ value: v.id, label: `${v.modelKey} V${v.version}` }));

  return (
    <div className="page" data-testid="flow-follow">
      <PageHeader title={ft('title')} />
      <Card className="panel">
        <SearchBar
          fields={[
            { name: 'module', label: ft('module'), options: moduleOptions },
            { name: 'unionId', label: ft('union'), options: flatUnions(unions.data ?? []) },
            { name: 'stageKey', label: ft('stageKey') },
            ...(versionOptions.length
              ? [{ name: 'versionId', label: ft('version'), options: versionOptions }]
              : [{ name: 'versionId', label: ft('version') }]),
          ]}
          filters={list.tq.query.filters}
          onChange={list.tq.setFilters}
        />
        <div className="flow-follow-table">
          <DataTable<FollowRow>
            columns={columns}
            {...list.table}
            getRowId={(r) => r.processInstanceId}
            rowTestId={(r) => `follow-${r.recordId}`}
          />
        </div>
      </Card>
      <TerminateDialog
        processInstanceId={ending?.processInstanceId}
        recordTitle={ending?.title ?? ''}
        onClose={() => setEnding(undefined)}
        onTerminated={list.page.reload}
      />
    </div>
  );
}
