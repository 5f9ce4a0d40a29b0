import { Button, Card, H5 } from '@blueprintjs/core';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';
import { moduleButton, useAccess } from '../access';
import { DataTable, useTableQuery } from '../data-table';
import { saveFile } from '../module-detail';
import { childCalls } from './api';
import { chosenWorks } from './chosen-works';
import { RemoveReasonDialog } from './RemoveReasonDialog';
import { useChildText } from './texts';
import type { ChildRecord, ParentRecord } from './types';
import { workColumns } from './work-columns';
import type { WorkRowCalls } from './WorkRowActions';
import type { WorksScope } from './works-scope';

const NO_FILTERS: readonly string[] = [];
const NO_ROWS: ChildRecord[] = [];
const rowId = (r: ChildRecord) => r.id;

/** Props of `WorksTable`. */
export interface WorksTableProps {
  scope: WorksScope;
  parent: ParentRecord;
  /** Called after a call changed a work (the entry's counts move). */
  onChanged: () => void;
}

/** The works of one entry: each with its own buttons, several submitted at once, all files in one zip. */
export function WorksTable({ scope, parent, onChanged }: WorksTableProps) {
  const { t } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  const { entry, child, paths } = scope;
  const tq = useTableQuery(NO_FILTERS);
  const list = useLoader(`${parent.id}?${tq.key}@${parent.updateTime}`, () => childCalls.childList(entry.key, parent.id, tq.serverQuery));
  const rows = list.data?.records ?? NO_ROWS;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [busy, setBusy] = useState<string>();
  const [removing, setRemoving] = useState<string>();
  const [zipping, setZipping] = useState(false);

  useEffect(() => setSelection({}), [list.data]);

  const changed = () => {
    list.reload();
    onChanged();
  };

  /** Runs one call on `id` (or the batch), then reloads; the client has shown a failure. */
  const run = async (id: string, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      toast.success(done);
      changed();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  };

  // Cells read the calls through the table's meta at render time, so they need not be stable.
  const calls: WorkRowCalls = {
    view: (w) => navigate(paths.view(w.id)),
    edit: (w) => navigate(paths.apply({ id: w.id })),
    submit: (w) => void run(w.id, () => childCalls.worksSubmit(entry.key, [w.id]), t('msg.submitted')),
    withdraw: (w) => void run(w.id, () => childCalls.childReback(entry.key, w.id), t('msg.withdrawn')),
    remove: (w) => setRemoving(w.id),
  };
  const meta = { workCalls: calls, busyWork: busy };
  const columns = useMemo(() => workColumns(child), [child]);

  const submitChosen = () => {
    const { submittable, skipped } = chosenWorks(rows, selection);
    if (submittable.length === 0) return toast.warning(ct('submitChosenNone'));
    if (skipped > 0) toast.warning(ct('submitChosenSkipped', { n: skipped }));
    void run('batch', () => childCalls.worksSubmit(entry.key, submittable), t('msg.submitted'));
  };

  const downloadAll = async () => {
    setZipping(true);
    try {
      saveFile(await childCalls.toZip(entry.key, parent.id), `${parent.title || entry.title.zh}.zip`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setZipping(false);
    }
  };

  const canAdd = parent.actions.includes('addChild') && hasButton(moduleButton(entry.key, 'add'));
  const canSubmit = hasButton(moduleButton(entry.key, 'submit'));

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
          {canSubmit && (
            <Button
              icon="send-message"
              text={ct('submitChosen')}
              data-testid="btn-submit-chosen"
              loading={busy === 'batch'}
              onClick={submitChosen}
            />
          )}
          <Button
            icon="compressed"
            text={ct('downloadAll')}
            data-testid="btn-download-all"
            loading={zipping}
            onClick={() => void downloadAll()}
          />
        </div>
      </div>
      <DataTable<ChildRecord>
        columns={columns}
        data={rows}
        rowCount={list.data?.total ?? 0}
        pagination={tq.pagination}
        onPaginationChange={tq.setPagination}
        getRowId={rowId}
        rowTestId={(r) => `work-${r.id}`}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        meta={meta}
        loading={list.loading}
      />
      <RemoveReasonDialog
        id={removing}
        onClose={() => setRemoving(undefined)}
        onConfirm={async (id, reason) => {
          await childCalls.childRemove(entry.key, id, reason);
          toast.success(ct('removed'));
          changed();
        }}
      />
    </Card>
  );
}
