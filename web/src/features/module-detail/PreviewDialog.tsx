import { Dialog, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { records } from '../../api';
import { useI18n } from '../../i18n';

/** Props of `PreviewDialog`. */
export interface PreviewDialogProps {
  module: string;
  id: string;
  isOpen: boolean;
  onClose: () => void;
  title?: string;
}

/** The record's PDF preview in a 720 px dialog; fetched with the auth headers, shown from an object URL. */
export function PreviewDialog({ module, id, isOpen, onClose, title }: PreviewDialogProps) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    let objectUrl: string | undefined;
    setFailed(false);
    records.preview(module, id).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      (err: unknown) => {
        // The toast has told the user; the log keeps the cause.
        console.warn('preview failed', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      setUrl(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [isOpen, module, id]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title ?? t('detail.previewTitle')} style={{ width: 720 }}>
      <div className="preview-body">
        {url ? (
          <iframe title={title ?? t('detail.previewTitle')} src={url} width={715} height={410} data-testid="preview-frame" />
        ) : failed ? (
          <NonIdealState icon="document" description={t('msg.unknownError')} />
        ) : (
          <Spinner />
        )}
      </div>
    </Dialog>
  );
}
