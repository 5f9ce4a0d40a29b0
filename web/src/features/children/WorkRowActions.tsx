import { Button } from '@blueprintjs/core';
import type { LifecycleAction } from '../../catalogue';
import { useI18n } from '../../i18n';
import { moduleButton, useAccess } from '../access';
import { useChildText } from './texts';
import type { ChildRecord } from './types';

/** What a work's row may ask its table to do. */
export interface WorkRowCalls {
  view: (work: ChildRecord) => void;
  edit: (work: ChildRecord) => void;
  submit: (work: ChildRecord) => void;
  withdraw: (work: ChildRecord) => void;
  remove: (work: ChildRecord) => void;
}

/** Props of `WorkRowActions`. */
export interface WorkRowActionsProps {
  work: ChildRecord;
  calls: WorkRowCalls;
  /** The work being changed by a call now. */
  busy: boolean;
}

/** A work's buttons, drawn from the actions the server says the caller may take on it now. */
export function WorkRowActions({ work, calls, busy }: WorkRowActionsProps) {
  const { t } = useI18n();
  const ct = useChildText();
  const { hasButton } = useAccess();
  const allowed = (action: LifecycleAction, button: Parameters<typeof moduleButton>[1]) =>
    work.actions.includes(action) && hasButton(moduleButton(work.module, button));
  return (
    <div className="row-actions">
      <Button
        size="small"
        variant="minimal"
        intent="primary"
        icon="eye-open"
        text={t('common.view')}
        data-testid="row-view"
        onClick={() => calls.view(work)}
      />
      {allowed('submit', 'submit') && (
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          icon="send-message"
          text={ct('submitWork')}
          data-testid="row-submit"
          loading={busy}
          onClick={() => calls.submit(work)}
        />
      )}
      {(allowed('submit', 'edit') || allowed('resubmit', 'edit')) && (
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          icon="edit"
          text={work.actions.includes('resubmit') ? ct('resubmitWork') : t('common.edit')}
          data-testid="row-edit"
          onClick={() => calls.edit(work)}
        />
      )}
      {allowed('withdraw', 'withdraw') && (
        <Button
          size="small"
          variant="minimal"
          icon="undo"
          text={ct('withdrawWork')}
          data-testid="row-withdraw"
          loading={busy}
          onClick={() => calls.withdraw(work)}
        />
      )}
      {allowed('remove', 'delete') && (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="trash"
          text={ct('removeWork')}
          data-testid="row-remove"
          onClick={() => calls.remove(work)}
        />
      )}
    </div>
  );
}
