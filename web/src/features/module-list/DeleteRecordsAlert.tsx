import { Alert } from '@blueprintjs/core';
import { useState } from 'react';
import { records } from '../../api';
import { toast } from '../../api';
import { useI18n } from '../../i18n';

/** Props of `DeleteRecordsAlert`. */
export interface DeleteRecordsAlertProps {
  module: string;
  /** The records to delete; the alert is open while this is set. */
  ids: string[] | undefined;
  onClose: () => void;
  onDeleted: () => void;
}

/** 确定将选择数据删除? — then removes the drafts. */
export function DeleteRecordsAlert({ module, ids, onClose, onDeleted }: DeleteRecordsAlertProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!ids) return;
    setBusy(true);
    try {
      await records.remove(module, ids);
      toast.success(t('msg.deleted'));
      onDeleted();
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
