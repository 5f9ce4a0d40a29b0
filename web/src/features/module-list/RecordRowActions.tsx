import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { FlowRecord } from '../../api';
import { useI18n } from '../../i18n';
import { moduleButton, useAccess } from '../access';
import { modulePaths } from '../modules';

/** Props of `RecordRowActions`. */
export interface RecordRowActionsProps {
  record: FlowRecord;
  onRemove: (ids: string[]) => void;
}

/** A list row's buttons: view always, edit and delete where the row's `actions` (the server's rule) allow them. */
export function RecordRowActions({ record, onRemove }: RecordRowActionsProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  const can = (action: 'view' | 'edit' | 'delete') => hasButton(moduleButton(record.module, action));
  const editable = (record.actions.includes('save') || record.actions.includes('resubmit')) && can('edit');
  return (
    <div className="row-actions">
      {can('view') && (
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          icon="eye-open"
          text={t('common.view')}
          data-testid="row-view"
          onClick={() => navigate(modulePaths.detail(record.module, record.id))}
        />
      )}
      {editable && (
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          icon="edit"
          text={t('common.edit')}
          data-testid="row-edit"
          onClick={() => navigate(modulePaths.form(record.module, record.id))}
        />
      )}
      {record.actions.includes('remove') && can('delete') && (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="trash"
          text={t('common.delete')}
          data-testid="row-delete"
          onClick={() => onRemove([record.id])}
        />
      )}
    </div>
  );
}
