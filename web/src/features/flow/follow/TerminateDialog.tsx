import { flowFollow, toast } from '../../../api';
import { ReasonDialog } from '../../platform/crud';
import { useFollowText } from './texts';

/** Props of `TerminateDialog`. */
export interface TerminateDialogProps {
  /** Open while set: the flow to end. */
  processInstanceId: string | undefined;
  /** The record's title, shown after the dialog's own where the page does not show it. */
  recordTitle?: string;
  onClose: () => void;
  /** Called once the flow has ended (a failure keeps the dialog open). */
  onTerminated: () => void;
}

/** 终止: ends a running flow with a reason, which its history keeps for the applicant to read. */
export function TerminateDialog({ processInstanceId, recordTitle, onClose, onTerminated }: TerminateDialogProps) {
  const ft = useFollowText();
  return (
    <ReasonDialog
      isOpen={processInstanceId !== undefined}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (processInstanceId === undefined) return;
        await flowFollow.terminate(processInstanceId, reason);
        toast.success(ft('terminated'));
        onTerminated();
      }}
      title={recordTitle === undefined ? ft('terminateTitle') : `${ft('terminateTitle')} · ${recordTitle}`}
      icon="stop"
      hint={ft('terminateHint')}
      label={ft('terminateReason')}
      requiredText={ft('reasonRequired')}
      name="terminate"
    />
  );
}
