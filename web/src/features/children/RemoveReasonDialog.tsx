import { Button, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { AppDialog } from '../crud';
import { useChildText } from './texts';

/** Props of `RemoveReasonDialog`. */
export interface RemoveReasonDialogProps {
  /** Open while set: the work to remove. */
  id: string | undefined;
  onClose: () => void;
  /** Removes with the reason; resolves when done (a failure keeps the dialog open). */
  onConfirm: (id: string, reason: string) => Promise<void>;
}

/** Asks why before a work is removed: the reason is kept in its history. */
export function RemoveReasonDialog({ id, onClose, onConfirm }: RemoveReasonDialogProps) {
  const { t } = useI18n();
  const ct = useChildText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!id) return;
    if (!reason.trim()) return setError(ct('removeReasonRequired'));
    setBusy(true);
    try {
      await onConfirm(id, reason.trim());
      close();
    } catch {
      // The client has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      testId="remove-dialog"
      isOpen={id !== undefined}
      onClose={close}
      title={ct('removeTitle')}
      icon="trash"
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p className="muted">{ct('removeHint')}</p>
        <FormGroup
          label={ct('removeReason')}
          labelFor="remove-reason"
          labelInfo={<span className="required-mark">*</span>}
          intent={error ? 'danger' : 'none'}
          helperText={error}
        >
          <TextArea
            id="remove-reason"
            data-testid="remove-reason"
            fill
            rows={3}
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
            <Button text={t('common.cancel')} onClick={close} />
            <Button
              intent="danger"
              text={t('common.confirm')}
              loading={busy}
              data-testid="btn-remove-confirm"
              onClick={() => void confirm()}
            />
          </>
        }
      />
    </AppDialog>
  );
}
