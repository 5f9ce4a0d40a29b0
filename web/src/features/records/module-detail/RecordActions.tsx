import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { records, toast, type RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { EndRecordDialog, RecordButtons, type EndCall } from '../module-list';
import { methodOf } from '../module-list';
import { modulePaths } from '../modules';
import { DocumentButtons } from './DocumentButtons';

/** Props of `RecordActions`. */
export interface RecordActionsProps {
  record: RecordView;
  /** Called after a call changed the record. */
  onChanged: () => void;
}

/**
 * The applicant's buttons on a record, drawn from the actions the server says the caller may take:
 * withdraw, cancel, edit and the printouts; on a published notice, its revision (edit) and revoke.
 */
export function RecordActions({ record, onChanged }: RecordActionsProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [withdrawing, setWithdrawing] = useState(false);
  // The call a reason is being asked for: cancel (作废) or a published notice's revoke (撤回).
  const [ending, setEnding] = useState<EndCall>();

  const withdraw = async () => {
    if (!record.processInstanceId) return;
    setWithdrawing(true);
    try {
      await records.withdraw(record.module, record.processInstanceId, methodOf(record, 'rebackFlow'));
      toast.success(t('msg.withdrawn'));
      onChanged();
    } catch {
      // The client has shown the server's message.
    } finally {
      setWithdrawing(false);
    }
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
          cancel: () => setEnding('cancel'),
          revoke: () => setEnding('revoke'),
        }}
      />
      <DocumentButtons module={record.module} id={record.id} />
      <EndRecordDialog ending={ending && { call: ending, record }} onClose={() => setEnding(undefined)} onEnded={onChanged} />
    </>
  );
}
