import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { records, toast, type RecordView } from '../../api';
import { useI18n } from '../../i18n';
import { RecordButtons } from '../module-list';
import { modulePaths } from '../modules';
import { CancelFlowDialog } from './CancelFlowDialog';
import { PreviewDialog } from './PreviewDialog';

/** Props of `RecordActions`. */
export interface RecordActionsProps {
  record: RecordView;
  /** Called after a call changed the record. */
  onChanged: () => void;
}

/** The applicant's buttons on a record, drawn from the actions the server says the caller may take: withdraw, cancel, edit and preview. */
export function RecordActions({ record, onChanged }: RecordActionsProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [withdrawing, setWithdrawing] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);

  const withdraw = async () => {
    if (!record.processInstanceId) return;
    setWithdrawing(true);
    try {
      await records.withdraw(record.module, record.processInstanceId);
      toast.success(t('msg.withdrawn'));
      onChanged();
    } catch {
      // The client has shown the server's message.
    } finally {
      setWithdrawing(false);
    }
  };

  const cancel = async (reason: string) => {
    await records.cancel(record.module, record.id, record.processInstanceId ?? '', reason);
    toast.success(t('msg.cancelled'));
    onChanged();
  };

  return (
    <>
      <RecordButtons
        record={record}
        variant="page"
        busy={withdrawing}
        on={{
          withdraw: () => void withdraw(),
          edit: () => navigate(modulePaths.form(record.module, record.id)),
          cancel: () => setCancelOpen(true),
        }}
      />
      <Button icon="document-open" text={t('detail.preview')} data-testid="btn-preview" onClick={() => setPreviewOpen(true)} />
      <CancelFlowDialog isOpen={cancelOpen} onClose={() => setCancelOpen(false)} onConfirm={cancel} />
      <PreviewDialog module={record.module} id={record.id} isOpen={previewOpen} onClose={() => setPreviewOpen(false)} />
    </>
  );
}
