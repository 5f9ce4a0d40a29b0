import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useI18n } from '../../i18n';

/** Props of `CancelFlowDialog`. */
export interface CancelFlowDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Cancels with the reason; resolves when done. */
  onConfirm: (reason: string) => Promise<void>;
}

/** Asks why before an application is cancelled for good. */
export function CancelFlowDialog({ isOpen, onClose, onConfirm }: CancelFlowDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!reason.trim()) {
      setError(t('msg.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onClose();
    } catch {
      // The client has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('detail.cancelTitle')} icon="disable" canOutsideClickClose={false}>
      <DialogBody>
        <p className="muted">{t('detail.cancelHint')}</p>
        <FormGroup
          label={t('detail.reason')}
          labelFor="cancel-reason"
          labelInfo={<span className="required-mark">*</span>}
          intent={error ? 'danger' : 'none'}
          helperText={error}
        >
          <TextArea
            id="cancel-reason"
            data-testid="cancel-reason"
            fill
            rows={4}
            value={reason}
            intent={error ? 'danger' : 'none'}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="danger"
              text={t('common.confirm')}
              loading={busy}
              data-testid="btn-cancel-confirm"
              onClick={() => void confirm()}
            />
          </>
        }
      />
    </Dialog>
  );
}
