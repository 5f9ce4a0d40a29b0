import { Alert } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../../api';
import { useI18n } from '../../../i18n';

/** Props of `RemoveAlert`. */
export interface RemoveAlertProps {
  /** The rows to remove; the alert is open while this is set. */
  ids: string[] | undefined;
  onClose: () => void;
  remove: (ids: string[]) => Promise<unknown>;
  onRemoved: () => void;
}

/** 确定将选择数据删除? — then removes, says 删除成功 and reloads. */
export function RemoveAlert({ ids, onClose, remove, onRemoved }: RemoveAlertProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!ids) return;
    setBusy(true);
    try {
      await remove(ids);
      toast.success(t('msg.deleted'));
      onRemoved();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Alert
      isOpen={ids !== undefined}
      intent="danger"
      icon="trash"
      loading={busy}
      confirmButtonText={t('common.confirm')}
      cancelButtonText={t('common.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      className="confirm-alert"
    >
      <p data-testid="confirm-delete">{t('msg.confirmDelete')}</p>
    </Alert>
  );
}
