import { Button, Dialog, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { ApiError, records, type PdfCall } from '../../../api';
import { useI18n } from '../../../i18n';
import { useRetryWait } from '../../platform/crud';
import './module-detail.css';

/** Props of `PreviewDialog`. */
export interface PreviewDialogProps {
  module: string;
  id: string;
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  /** Which PDF: the form (`review`, the default) or the module's own document (`preview`). */
  call?: PdfCall;
}

/**
 * The record's PDF preview in a 720 px dialog; fetched with the auth headers, shown from an object
 * URL. A refusal is told in the dialog; when the server was too busy (429) it says how long to
 * wait, and 重试 comes back once the wait is over.
 */
export function PreviewDialog({ module, id, isOpen, onClose, title, call = 'review' }: PreviewDialogProps) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string>();
  const [failure, setFailure] = useState<{ message?: string; busy: boolean }>();
  const [attempt, setAttempt] = useState(0);
  const wait = useRetryWait();
  const { start } = wait;

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    let objectUrl: string | undefined;
    setFailure(undefined);
    records.preview(module, id, call).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      (err: unknown) => {
        // The toast has told the user too; the log keeps the cause.
        console.warn('preview failed', err);
        if (!live) return;
        setFailure({ ...(err instanceof ApiError ? { message: err.message } : {}), busy: start(err) });
      },
    );
    return () => {
      live = false;
      setUrl(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [isOpen, module, id, call, attempt, start]);

  const retry = failure?.busy ? (
    <Button
      icon="refresh"
      text={wait.seconds > 0 ? t('msg.retryIn', { seconds: wait.seconds }) : t('msg.retry')}
      disabled={wait.seconds > 0}
      data-testid="preview-retry"
      onClick={() => setAttempt((n) => n + 1)}
    />
  ) : undefined;

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title ?? t('detail.previewTitle')} style={{ width: 720 }}>
      <div className="preview-body">
        {url ? (
          <iframe title={title ?? t('detail.previewTitle')} src={url} width={715} height={410} data-testid="preview-frame" />
        ) : failure ? (
          <NonIdealState
            icon="document"
            description={<span data-testid="preview-failure">{failure.message ?? t('msg.unknownError')}</span>}
            action={retry}
          />
        ) : (
          <Spinner />
        )}
      </div>
    </Dialog>
  );
}
