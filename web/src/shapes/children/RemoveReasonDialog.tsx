import { toast } from '../../api';
import { ReasonDialog } from '../../features/platform/crud';
import { childCalls } from './api';
import { useChildText } from './texts';

/** Props of `RemoveReasonDialog`. */
export interface RemoveReasonDialogProps {
  /** The module whose work is removed. */
  module: string;
  /** Open while set: the work to remove. */
  id: string | undefined;
  onClose: () => void;
  /** Called once the work is removed (a failure keeps the dialog open). */
  onRemoved: () => void;
}

/** Asks why, then removes the work (`childremove`): the reason is kept in its history. */
export function RemoveReasonDialog({ module, id, onClose, onRemoved }: RemoveReasonDialogProps) {
  const ct = useChildText();
  const remove = async (reason: string) => {
    if (!id) return;
    await childCalls.childRemove(module, id, reason);
    toast.success(ct('removed'));
    onRemoved();
  };
  return (
    <ReasonDialog
      isOpen={id !== undefined}
      onClose={onClose}
      onConfirm={remove}
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
