import { ReasonDialog } from '../crud';
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
  const ct = useChildText();
  return (
    <ReasonDialog
      isOpen={id !== undefined}
      onClose={onClose}
      onConfirm={(reason) => (id ? onConfirm(id, reason) : Promise.resolve())}
      title={ct('removeTitle')}
      icon="trash"
      hint={ct('removeHint')}
      label={ct('removeReason')}
      requiredText={ct('removeReasonRequired')}
      name="remove"
      rows={3}
    />
  );
}
