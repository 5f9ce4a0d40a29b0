import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Blocker } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { AppDialog } from './AppDialog';

/** 有未保存的修改，确定离开吗? — shown while `blocker` holds a navigation away from unsaved work. */
export function LeaveConfirm({ blocker }: { blocker: Blocker }) {
  const { t } = useI18n();
  const open = blocker.state === 'blocked';
  return (
    <AppDialog
      isOpen={open}
      testId="leave-confirm"
      title={t('leave.title')}
      icon="warning-sign"
      onClose={() => blocker.reset?.()}
      style={{ width: 'min(420px, 92vw)' }}
    >
      <DialogBody>
        <p>{t('leave.message')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button data-testid="leave-stay" text={t('leave.stay')} onClick={() => blocker.reset?.()} />
            <Button data-testid="leave-go" intent="danger" text={t('leave.go')} onClick={() => blocker.proceed?.()} />
          </>
        }
      />
    </AppDialog>
  );
}
