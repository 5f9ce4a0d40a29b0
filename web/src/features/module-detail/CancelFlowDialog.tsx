import { useI18n } from '../../i18n';
import { ReasonDialog } from '../crud';

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
  return (
    <ReasonDialog
      isOpen={isOpen}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('detail.cancelTitle')}
      icon="disable"
      hint={t('detail.cancelHint')}
      label={t('detail.reason')}
      requiredText={t('msg.reasonRequired')}
      name="cancel"
    />
  );
}
