import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, login } from '../../api';
import { useI18n } from '../../i18n';
import { hashPassword } from './password-hash';
import { useSession } from './use-session';

const DEFAULT_TENANT = '000000';

/** The sign-in page: tenant, account and password. */
export function LoginPage() {
  const { t } = useI18n();
  const { signIn } = useSession();
  const [params] = useSearchParams();
  const [tenantId, setTenantId] = useState(DEFAULT_TENANT);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tenantId.trim() || !username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await login({
        tenantId: tenantId.trim(),
        username: username.trim(),
        passwordMd5: hashPassword(password),
        // The captcha issue adds `captcha: { key, code }` here, from a field rendered below the password.
      });
      // GuestOnly around this page sends the new session on to where it was headed.
      signIn(answer);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('msg.unknownError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-band">
        <div className="site-emblem" aria-hidden />
        <div>
          <div className="login-band-org">{t('app.org')}</div>
          <div className="login-band-name">{t('app.name')}</div>
        </div>
      </div>
      <Card className="login-card" elevation={2}>
        <H3>{t('login.title')}</H3>
        <p className="muted">{t('login.subtitle')}</p>
        {params.get('code') === 'unauthor' && !error && (
          <Callout intent="warning" className="gap-bottom">
            {t('login.expired')}
          </Callout>
        )}
        {error && (
          <Callout intent="danger" className="gap-bottom" data-testid="login-error">
            {error}
          </Callout>
        )}
        <form onSubmit={onSubmit}>
          <FormGroup label={t('login.tenant')} labelFor="login-tenant">
            <InputGroup
              id="login-tenant"
              data-testid="login-tenant"
              leftIcon="office"
              size="large"
              value={tenantId}
              onValueChange={setTenantId}
            />
          </FormGroup>
          <FormGroup label={t('login.account')} labelFor="login-account">
            <InputGroup
              id="login-account"
              data-testid="login-account"
              leftIcon="user"
              size="large"
              autoComplete="username"
              value={username}
              onValueChange={setUsername}
            />
          </FormGroup>
          <FormGroup label={t('login.password')} labelFor="login-password">
            <InputGroup
              id="login-password"
              data-testid="login-password"
              leftIcon="lock"
              size="large"
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
          {/* The captcha field goes here once the captcha issue lands. */}
          <Button type="submit" intent="danger" size="large" fill loading={busy} data-testid="login-submit" text={t('login.submit')} />
        </form>
      </Card>
      <div className="login-footer">
        {t('app.organiser')} · {t('app.filing')}
      </div>
    </div>
  );
}
