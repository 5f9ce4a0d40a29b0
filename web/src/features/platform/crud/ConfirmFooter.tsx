import { Button, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';

/** Props of `ConfirmFooter`. */
export interface ConfirmFooterProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** The words of the button that acts. */
  text: string;
  /** The `data-testid` of the button that acts. */
  testId: string;
  intent?: Intent;
  icon?: IconName;
  busy?: boolean;
  disabled?: boolean;
}

/** A dialog's footer: 取消, then the one button that acts, spinning while it works. */
export function ConfirmFooter({ onCancel, onConfirm, text, testId, intent = 'primary', icon, busy, disabled }: ConfirmFooterProps) {
  const { t } = useI18n();
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('common.cancel')} onClick={onCancel} />
          <Button intent={intent} icon={icon} text={text} loading={busy} disabled={disabled} data-testid={testId} onClick={onConfirm} />
        </>
      }
    />
  );
}
