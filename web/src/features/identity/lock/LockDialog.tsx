import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { useLock } from './use-lock';
import { AppDialog } from '../../platform/crud';

/** Props of `LockDialog`. */
export interface LockDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Asks for a lock password, then locks the screen until it is typed again. */
export function LockDialog({ isOpen, onClose }: LockDialogProps) {
  const { t } = useI18n();
  const { lock } = useLock();
  const navigate = useNavigate();
  const location = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('lock.passwordRequired'));
      return;
    }
    await lock(password, location.pathname + location.search);
    setPassword('');
    setError(undefined);
    onClose();
    navigate('/lock', { replace: true });
  };

  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('lock.setTitle')} icon="lock" className="lock-dialog" testId="lock-dialog">
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label={t('lock.password')} labelFor="lock-password" helperText={error} intent={error ? 'danger' : 'none'}>
            <InputGroup
              id="lock-password"
              type="password"
              autoFocus
              data-testid="lock-password"
              value={password}
              onValueChange={setPassword}
              intent={error ? 'danger' : 'none'}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent="danger" icon="lock" text={t('lock.lock')} data-testid="lock-confirm" />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
