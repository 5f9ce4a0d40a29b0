import { Button, Callout, Card, H5 } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast, type ListQuery } from '../../api';
import { childCallOf } from '../../catalogue';
import { useI18n } from '../../i18n';
import { moduleButton, useAccess } from '../../features/identity/access';
import { DownloadButton, usePagedList } from '../../features/platform/crud';
import { DataTable } from '../../features/platform/data-table';
import { childCalls } from './api';
import { chosenWorks } from './chosen-works';
import { ExportApprovedButton } from './ExportApprovedButton';
import { ImportWorksDialog } from './ImportWorksDialog';
import { useChildText } from './texts';
import type { ChildRecord, ImportAnswer, ParentRecord } from './types';
import { useWorkCalls } from './use-work-calls';
import { workColumns } from './work-columns';
import type { WorksScope } from './works-scope';

const NO_FILTERS: readonly string[] = [];
const rowId = (r: ChildRecord) => r.id;

/** Props of `WorksTable`. */
export interface WorksTableProps {
  scope: WorksScope;
  parent: ParentRecord;
  /** Called after a call changed a work (the entry's counts move). */
  onChanged: () => void;
}

/** The works of one entry: each with its own buttons, several submitted at once, imported from Excel, all files in one zip. */
export function WorksTable({ scope, parent, onChanged }: WorksTableProps) {
  const { t } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  const { entry, child, paths } = scope;
  const columns = useMemo(() => workColumns(child, { selectable: true }), [child]);
  const load = useCallback((query: ListQuery) => childCalls.childList(entry.key, parent.id, query), [entry.key, parent.id]);
  // The entry's update time in the list's name: when the entry changed (its counts moved), its works load again.
  const { page: list, selection, table } = usePagedList(`${parent.id}@${parent.updateTime}`, NO_FILTERS, load, { columns });
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<ImportAnswer>();

  const changed = () => {
    list.reload();
    onChanged();
  };
  const work = useWorkCalls(scope, changed);
  const meta = { workCalls: work.calls, busyWork: work.busy };

  const submitChosen = () => {
    const { submittable, skipped } = chosenWorks(list.data?.records ?? [], selection);
    if (submittable.length === 0) return toast.warning(ct('submitChosenNone'));
    if (skipped > 0) toast.warning(ct('submitChosenSkipped', { n: skipped }));
    void work.run('batch', () => childCalls.worksSubmit(entry.key, submittable), t('msg.submitted'));
  };

  // Importing adds works as adding one does: while the server offers addChild on the entry.
  const canAdd = parent.actions.includes('addChild') && hasButton(moduleButton(entry.key, 'add'));
  const canSubmit = hasButton(moduleButton(entry.key, 'submit'));
  const callId = String(parent.form[childCallOf(entry).idField] ?? '');

  return (
    <Card className="panel" data-testid="works-table">
      <div className="page-header">
        <H5 className="panel-title">{ct('works')}</H5>
        <div className="page-actions">
          {canAdd && (
            <Button
              intent="danger"
              icon="add"
              text={ct('addWork')}
              data-testid="btn-add-work"
              onClick={() => navigate(paths.apply({ parentId: parent.id }))}
            />
          )}
          {canAdd && <Button icon="import" text={ct('importWorks')} data-testid="btn-import" onClick={() => setImporting(true)} />}
          {canSubmit && (
            <Button
              icon="send-message"
              text={ct('submitChosen')}
              data-testid="btn-submit-chosen"
              loading={work.busy === 'batch'}
              onClick={submitChosen}
            />
          )}
          <DownloadButton
            icon="compressed"
            text={ct('downloadAll')}
            testId="btn-download-all"
            fetch={() => childCalls.toZip(entry.key, parent.id)}
            name={`${parent.title || entry.title.zh}.zip`}
          />
          {callId && <ExportApprovedButton scope={scope} callId={callId} />}
        </div>
      </div>
      {imported && (
        <Callout intent="success" icon="import" className="gap-bottom" data-testid="import-result" data-count={imported.imported}>
          {ct('imported', { n: imported.imported })}
        </Callout>
      )}
      <DataTable<ChildRecord> columns={columns} {...table} getRowId={rowId} rowTestId={(r) => `work-${r.id}`} meta={meta} />
      {work.removeDialog}
      <ImportWorksDialog
        scope={scope}
        parent={parent}
        isOpen={importing}
        onClose={() => setImporting(false)}
        onImported={(answer) => {
          setImported(answer);
          changed();
        }}
      />
    </Card>
  );
}
