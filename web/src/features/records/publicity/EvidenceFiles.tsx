import { Button } from '@blueprintjs/core';
import { useState, type ChangeEvent } from 'react';
import type { ObjectionFileInfo } from '../../../api';
import { FilePicker } from '../fields';
import './publicity.css';

/** Props of `EvidenceFiles`. */
export interface EvidenceFilesProps {
  /** Sends one chosen file: the federation's `uploads` or the higher union's `verify-uploads`. */
  upload: (file: File) => Promise<ObjectionFileInfo>;
  files: readonly ObjectionFileInfo[];
  onChange: (files: ObjectionFileInfo[]) => void;
  label: string;
  testId: string;
}

/**
 * The evidence of an answer or a verification: each file chosen is uploaded at once (the server
 * checks its content) and listed; a listed one can be left out before sending. The answer or
 * verification sends the ids of those listed.
 */
export function EvidenceFiles({ upload, files, onChange, label, testId }: EvidenceFilesProps) {
  const [busy, setBusy] = useState(false);
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setBusy(true);
    const added: ObjectionFileInfo[] = [];
    try {
      for (const file of chosen) added.push(await upload(file));
    } catch {
      // The client has shown the server's refusal (a type it does not take, too large).
    } finally {
      setBusy(false);
      if (added.length) onChange([...files, ...added]);
    }
  };
  return (
    <div className="gap-top" data-testid={testId}>
      <div className="small muted">{label}</div>
      <FilePicker testId={`${testId}-input`} multiple disabled={busy} fill onChange={(e) => void onPick(e)} />
      <ul className="evidence-files">
        {files.map((f) => (
          <li key={f.id} data-testid="evidence-file">
            {f.name}
            <Button minimal small icon="cross" aria-label="×" onClick={() => onChange(files.filter((x) => x.id !== f.id))} />
          </li>
        ))}
      </ul>
    </div>
  );
}
