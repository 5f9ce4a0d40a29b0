import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../api';
import { useI18n } from '../../i18n';
import { childCalls } from './api';
import { RemoveReasonDialog } from './RemoveReasonDialog';
import type { WorkRowCalls } from './WorkRowActions';
import type { WorksScope } from './works-scope';

/** The calls behind a work's buttons in a table, the row being changed now, and the dialog removal asks its reason in. */
export interface WorkCalls {
  calls: WorkRowCalls;
  /** The work (or `batch`) a call is changing now. */
  busy: string | undefined;
  /** Runs `call` for `id`, says `done`, then `onChanged`; the client has shown a failure. */
  run: (id: string, call: () => Promise<unknown>, done: string) => Promise<void>;
  /** The removal dialog, to render once beside the table. */
  removeDialog: ReactNode;
}

/** What a table of works does when a row's button is pressed; `onChanged` runs after a call changed a work. */
export function useWorkCalls(scope: WorksScope, onChanged: () => void): WorkCalls {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { entry, paths } = scope;
  const [busy, setBusy] = useState<string>();
  const [removing, setRemoving] = useState<string>();

  const run = async (id: string, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      toast.success(done);
      onChanged();
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

  const removeDialog = <RemoveReasonDialog module={entry.key} id={removing} onClose={() => setRemoving(undefined)} onRemoved={onChanged} />;

  return { calls, busy, run, removeDialog };
}
