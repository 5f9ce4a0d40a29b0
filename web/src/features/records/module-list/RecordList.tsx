import { Button, Card } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callMethod, type ModuleEntry } from '../../../catalogue';
import { records, toast, type ListQuery, type RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { moduleButton, useAccess } from '../../identity/access';
import { DataTable } from '../../platform/data-table';
import { RemoveAlert, selectedIds, usePagedList } from '../../platform/crud';
import { PageHeader } from '../../platform/layout';
import { modulePaths } from '../modules';
import { recordColumns } from './record-columns';
import { ExportButton } from './ExportButton';
import { RECORD_FILTER_KEYS, RecordFilters } from './RecordFilters';
import { EndRecordDialog } from './EndRecordDialog';

const rowId = (r: RecordView) => r.id;

/** A notice module's new record is a publication: 发布 rather than 新增. */
const PUBLISH = { zh: '发布', en: 'Publish' } as const;

/** Props of `RecordList`. */
export interface RecordListProps {
  entry: ModuleEntry;
  /** Filters the route sets (a notice module's category), sent with the user's own. */
  routeFilters?: Record<string, string>;
}

/** The server-side list of one module's records, with filters and multi-select delete. */
export function RecordList({ entry, routeFilters }: RecordListProps) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [pendingIds, setPendingIds] = useState<string[]>();
  const [revoking, setRevoking] = useState<RecordView>();
  const { hasButton } = useAccess();

  const columns = useMemo(() => recordColumns(entry), [entry]);
  const meta = useMemo(() => ({ recordActions: { remove: setPendingIds, revoke: setRevoking } }), []);
  const load = useCallback((query: ListQuery) => records.page(entry.key, query), [entry.key]);
  const { tq, page, serverQuery, selection, table } = usePagedList(entry.key, RECORD_FILTER_KEYS, load, { columns, routeFilters });

  const deleteSelected = () => {
    const ids = selectedIds(selection);
    if (ids.length === 0) toast.warning(t('msg.selectOne'));
    else setPendingIds(ids);
  };

  return (
    <div className="page">
      <PageHeader
        title={entry.title[lang]}
        subtitle={[entry.flowModel.name[lang], ...Object.values(routeFilters ?? {})].join(' · ')}
        actions={
          <>
            {hasButton(moduleButton(entry.key, 'add')) && (
              <Button
                intent="danger"
                icon="add"
                text={entry.publishOnly ? PUBLISH[lang] : t('common.new')}
                data-testid="btn-new"
                onClick={() => navigate(modulePaths.form(entry.key))}
              />
            )}
            {hasButton(moduleButton(entry.key, 'delete')) && (
              <Button icon="trash" text={t('common.delete')} data-testid="btn-delete" onClick={deleteSelected} />
            )}
            <ExportButton entry={entry} serverQuery={serverQuery} />
          </>
        }
      />
      <Card className="panel">
        <RecordFilters module={entry.key} filters={tq.query.filters} onChange={tq.setFilters} />
        <DataTable<RecordView> columns={columns} {...table} getRowId={rowId} meta={meta} />
      </Card>
      <RemoveAlert
        ids={pendingIds}
        remove={(ids) => records.remove(entry.key, ids, callMethod(entry, 'remove'))}
        onClose={() => setPendingIds(undefined)}
        onRemoved={page.reload}
      />
      <EndRecordDialog
        ending={revoking && { call: 'revoke', record: revoking }}
        onClose={() => setRevoking(undefined)}
        onEnded={page.reload}
      />
    </div>
  );
}
