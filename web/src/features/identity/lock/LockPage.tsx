import { Button, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { useSession } from '../auth';
import { useLock } from './use-lock';
import './lock.css';

/** Route `/lock`: the locked screen; the lock password opens it again, logging out ends it. */
export function LockPage() {
  const { t } = useI18n();
  const { user, signOut } = useSession();
  const { locked, unlock } = useLock();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  // Where an unlock goes back to; rendered as a redirect so that it wins over the one below.
  const [leaving, setLeaving] = useState<string>();
  usePageTitle(t('route.lock'));

  if (leaving) return <Navigate to={leaving} replace />;
  if (!locked) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('lock.passwordRequired'));
      return;
    }
    const from = await unlock(password);
    if (from === undefined) {
      setError(t('lock.wrongPassword'));
      setPassword('');
      return;
    }
    setLeaving(from);
  };

  return (
    <div className="lock-page" data-testid="lock-page">
      <Card className="lock-card" elevation={3}>
        <div className="site-emblem lock-emblem" aria-hidden />
        <H3>{user?.nickName || user?.account}</H3>
        <p className="muted">{t('lock.hint')}</p>
        <form onSubmit={submit}>
          <FormGroup helperText={error} intent={error ? 'danger' : 'none'}>
            <InputGroup
              type="password"
              size="large"
              leftIcon="lock"
              autoFocus
              placeholder={t('lock.password')}
              data-testid="unlock-password"
              value={password}
              onValueChange={setPassword}
              intent={error ? 'danger' : 'none'}
            />
          </FormGroup>
          <Button type="submit" intent="danger" size="large" fill icon="unlock" text={t('lock.unlock')} data-testid="unlock-submit" />
        </form>
        <Button
          variant="minimal"
          icon="log-out"
          className="lock-logout"
          text={t('header.logout')}
          data-testid="lock-logout"
          onClick={() => void signOut()}
        />
      </Card>
    </div>
  );
}
