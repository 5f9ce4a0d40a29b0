import { DialogBody, FormGroup, TextArea, type IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { useI18n } from '../../../i18n';
import { AppDialog } from './AppDialog';
import { ConfirmFooter } from './ConfirmFooter';

/** Props of `ReasonDialog`: its words, and the test ids of the dialog, the reason and the confirm button. */
export interface ReasonDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Acts with the reason; resolves when done (a failure keeps the dialog open for another try). */
  onConfirm: (reason: string) => Promise<void>;
  title: string;
  icon: IconName;
  hint: string;
  label: string;
  /** Shown when the reason is left empty. */
  requiredText: string;
  /** Test ids: `<name>-dialog`, `<name>-reason` and `btn-<name>-confirm`. */
  name: string;
  rows?: number;
}

/** Asks why before an action the history keeps with its reason (cancel an application, remove a work). */
export function ReasonDialog({ isOpen, onClose, onConfirm, title, icon, hint, label, requiredText, name, rows = 4 }: ReasonDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!reason.trim()) return setError(requiredText);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      close();
    } catch {
      // The client has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog testId={`${name}-dialog`} isOpen={isOpen} onClose={close} title={title} icon={icon} canOutsideClickClose={false}>
      <DialogBody>
        <p className="muted">{hint}</p>
        <FormGroup
          label={label}
          labelFor={`${name}-reason`}
          labelInfo={<span className="required-mark">*</span>}
          intent={error ? 'danger' : 'none'}
          helperText={error}
        >
          <TextArea
            id={`${name}-reason`}
            data-testid={`${name}-reason`}
            fill
            rows={rows}
            value={reason}
            intent={error ? 'danger' : 'none'}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
          />
        </FormGroup>
      </DialogBody>
      <ConfirmFooter
        onCancel={close}
        onConfirm={() => void confirm()}
        text={t('common.confirm')}
        intent="danger"
        busy={busy}
        testId={`btn-${name}-confirm`}
      />
    </AppDialog>
  );
}
