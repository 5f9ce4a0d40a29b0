import type { IconName } from '@blueprintjs/core';
import { records, toast, type RecordView } from '../../../api';
import { useI18n, type MessageKey } from '../../../i18n';
import { ReasonDialog } from '../../platform/crud';
import { methodOf } from './call-method';

/** The calls that end a record for good with a reason: an application's cancellation (作废), a published notice's withdrawal (撤回). */
export type EndCall = 'cancel' | 'revoke';

interface EndSpec {
  icon: IconName;
  title: MessageKey;
  hint: MessageKey;
  label: MessageKey;
  required: MessageKey;
  done: MessageKey;
  send: (record: RecordView, reason: string) => Promise<unknown>;
}

const SPECS: Record<EndCall, EndSpec> = {
  cancel: {
    icon: 'disable',
    title: 'detail.cancelTitle',
    hint: 'detail.cancelHint',
    label: 'detail.reason',
    required: 'msg.reasonRequired',
    done: 'msg.cancelled',
    send: (r, reason) => records.cancel(r.module, r.id, r.processInstanceId ?? '', reason, methodOf(r, 'removeFlow')),
  },
  revoke: {
    icon: 'undo',
    title: 'detail.revokeTitle',
    hint: 'detail.revokeHint',
    label: 'detail.revokeReason',
    required: 'msg.revokeReasonRequired',
    done: 'msg.withdrawn',
    send: (r, reason) => records.revoke(r.module, r.id, reason),
  },
};

/** Props of `EndRecordDialog`. */
export interface EndRecordDialogProps {
  /** Open while set: the call and the record it ends. */
  ending: { call: EndCall; record: RecordView } | undefined;
  onClose: () => void;
  /** Called once the record was ended (a failure keeps the dialog open). */
  onEnded: () => void;
}

/** Asks why, then cancels an application or withdraws a published notice; the history keeps the reason. */
export function EndRecordDialog({ ending, onClose, onEnded }: EndRecordDialogProps) {
  const { t } = useI18n();
  const spec = SPECS[ending?.call ?? 'cancel'];
  const end = async (reason: string) => {
    if (!ending) return;
    await spec.send(ending.record, reason);
    toast.success(t(spec.done));
    onEnded();
  };
  return (
    <ReasonDialog
      isOpen={ending !== undefined}
      onClose={onClose}
      onConfirm={end}
      title={t(spec.title)}
      icon={spec.icon}
      hint={t(spec.hint)}
      label={t(spec.label)}
      requiredText={t(spec.required)}
      name={ending?.call ?? 'cancel'}
    />
  );
}
