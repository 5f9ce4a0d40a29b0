import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { ApiError, publicity, toast, type ObjectionFileInfo } from '../../../api';
import { useLoader } from '../../../lib';
import { EvidenceFiles } from '../../records/publicity';
import { useMessageText } from './texts';

/**
 * 核查: the objection a message is about, as the nominee's higher union reads it (never the
 * objector), and its verification: the finding and the evidence, sent once before the federation's
 * answer; once sent, or once the objection is answered, only shown.
 */
export function VerifyPanel({ objectionId }: { objectionId: string }) {
  const mt = useMessageText();
  const loaded = useLoader(`objection:${objectionId}`, () => publicity.objection(objectionId));
  const [finding, setFinding] = useState('');
  const [files, setFiles] = useState<ObjectionFileInfo[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const o = loaded.data;
  if (!o) return null;

  const send = async () => {
    if (finding.trim().length < 4) {
      setRefusal(mt('findingShort'));
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      await publicity.verify({ objectionId, finding: finding.trim(), files: files.map((f) => f.id) });
      toast.success(mt('verified'));
      loaded.reload();
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="gap-top" data-testid="verify-panel">
      <div className="section-title">{mt('verifyTitle', { refNo: o.refNo })}</div>
      <p>
        <span className="muted">{mt('nominee')}：</span>
        {`${o.nomineeName}（${o.unionName}）`}
      </p>
      <p data-testid="verify-objection">
        <span className="muted">{mt('objection')}：</span>
        {o.content}
      </p>
      {o.verification ? (
        <Callout intent="success" data-testid="verify-done">
          <div className="small muted">{`${o.verification.verifiedBy} ${o.verification.verifiedAt}`}</div>
          <div>{o.verification.finding}</div>
          {o.verification.files.map((f) => (
            <div key={f.id} className="small">
              {f.name}
            </div>
          ))}
        </Callout>
      ) : o.closed ? (
        <Callout intent="warning" data-testid="verify-closed">
          {mt('closed')}
        </Callout>
      ) : (
        <>
          {refusal && (
            <Callout intent="danger" data-testid="verify-refusal">
              {refusal}
            </Callout>
          )}
          <FormGroup label={mt('finding')} labelFor="verify-finding">
            <TextArea
              id="verify-finding"
              data-testid="verify-finding"
              fill
              rows={4}
              value={finding}
              onChange={(e) => setFinding(e.target.value)}
            />
          </FormGroup>
          <EvidenceFiles
            upload={(file) => publicity.verifyUpload(objectionId, file)}
            files={files}
            onChange={setFiles}
            label={mt('files')}
            testId="verify-files"
          />
          <Button
            intent="primary"
            className="gap-top"
            text={mt('submit')}
            loading={busy}
            data-testid="btn-verify"
            onClick={() => void send()}
          />
        </>
      )}
    </div>
  );
}
