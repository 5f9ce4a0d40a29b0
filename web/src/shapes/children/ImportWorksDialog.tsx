import { DialogBody, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { ApiError, records, toast } from '../../api';
import { useI18n } from '../../i18n';
import { AppDialog, ConfirmFooter, ProblemsCallout, useRetryWait } from '../../features/platform/crud';
import { FilePicker } from '../../features/records/fields';
import { childCalls } from './api';
import { importProblems, type ImportProblem } from './import-problems';
import { useChildText } from './texts';
import type { ImportAnswer, ParentRecord } from './types';
import type { WorksScope } from './works-scope';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Props of `ImportWorksDialog`. */
export interface ImportWorksDialogProps {
  scope: WorksScope;
  parent: ParentRecord;
  isOpen: boolean;
  onClose: () => void;
  /** Called with the server's answer once the workbook's works were added as drafts. */
  onImported: (answer: ImportAnswer) => void;
}

/**
 * Imports works from a workbook: it is uploaded to the entry, then `excel` reads it. A refusal names
 * each broken cell by row and column, as the server found them; nothing was imported then.
 */
export function ImportWorksDialog({ scope, parent, isOpen, onClose, onImported }: ImportWorksDialogProps) {
  const { lang, t } = useI18n();
  const ct = useChildText();
  const { entry, child } = scope;
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [missing, setMissing] = useState(false);
  const wait = useRetryWait();
  // The columns the server reads: every field but files and tables, which a cell cannot hold.
  const columns = child.fields
    .filter((f) => f.kind !== 'attachments' && f.kind !== 'image' && f.kind !== 'rows')
    .map((f) => f.label[lang])
    .join(lang === 'zh' ? '、' : ', ');

  const close = () => {
    setFile(undefined);
    setProblems([]);
    setMissing(false);
    onClose();
  };

  const importFile = async () => {
    setMissing(!file);
    if (!file) return;
    setBusy(true);
    setProblems([]);
    try {
      const upload = await records.upload(entry.key, parent.id, file);
      const answer = await childCalls.excel(entry.key, parent.id, upload.id);
      onImported(answer);
      close();
    } catch (err) {
      const refused = err instanceof ApiError ? err.fieldErrors : [];
      if (refused.length > 0) setProblems(importProblems(child, refused, lang));
      // The excel call is silent (its rows are listed here); any other refusal is told as usual, and
      // when the server was too busy (429) the button counts down the wait its message names.
      else if (err instanceof ApiError && err.code !== 401) {
        toast.error(err.message);
        wait.start(err);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog testId="import-dialog" isOpen={isOpen} onClose={close} title={ct('importTitle')} icon="import" style={{ width: 640 }}>
      <DialogBody>
        <p className="muted">{ct('importHint', { columns })}</p>
        <FormGroup
          label={ct('importFile')}
          labelFor="import-file"
          helperText={missing ? ct('importFileRequired') : undefined}
          intent={missing ? 'danger' : 'none'}
        >
          <FilePicker
            id="import-file"
            testId="import-file"
            accept={XLSX}
            disabled={busy}
            fill
            text={file?.name}
            hasSelection={file !== undefined}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0]);
              setMissing(false);
              setProblems([]);
            }}
          />
        </FormGroup>
        <ProblemsCallout title={ct('importRefused')} testId="import-problems" problems={problems} listClassName="plain-list">
          {(p, i) => (
            <li key={`${p.path}:${i}`} data-testid="import-problem" data-path={p.path}>
              {p.row !== undefined && <strong>{`${ct('importRow', { row: p.row })} · ${p.label ?? ''}: `}</strong>}
              {p.message}
            </li>
          )}
        </ProblemsCallout>
      </DialogBody>
      <ConfirmFooter
        onCancel={close}
        onConfirm={() => void importFile()}
        text={wait.seconds > 0 ? t('msg.retryIn', { seconds: wait.seconds }) : ct('importConfirm')}
        icon="import"
        busy={busy}
        disabled={wait.seconds > 0}
        testId="btn-import-confirm"
      />
    </AppDialog>
  );
}
