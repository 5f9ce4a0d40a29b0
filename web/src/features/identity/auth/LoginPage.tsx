import { Button, Callout, Card, FormGroup, H3, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ApiError, login, publicArea } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { CaptchaField } from './CaptchaField';
import { hashPassword } from './password-hash';
import { needsRegistration } from './register-checks';
import { SmsLoginForm } from './SmsLoginForm';
import { detectTenant, initialTenant } from './tenant';
import { useCaptcha } from './use-captcha';
import { useSession } from './use-session';
import './auth.css';

// The registration dialog (and Blueprint's overlay under it) is fetched when an account needs it, not with the page.
const RegisterDialog = lazy(() => import('./RegisterDialog').then((m) => ({ default: m.RegisterDialog })));

/** The sign-in page: tenant, account, password and captcha; the registration dialog from its link. */
export function LoginPage() {
  const { t } = useI18n();
  const { signIn } = useSession();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const detectedTenant = detectTenant(search);
  const captcha = useCaptcha();
  const [tenantId, setTenantId] = useState(() => initialTenant(search));
  // The band and footer name the tenant being signed in to, once its number is complete.
  const brandTenant = /^\d{6}$/.test(tenantId.trim()) ? tenantId.trim() : initialTenant(search);
  const { data: branding } = useLoader(`login-site/${brandTenant}`, () => publicArea.site(brandTenant).catch(() => undefined));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [mode, setMode] = useState<'account' | 'sms'>('account');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tenantId.trim() || !username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    if (!code.trim()) {
      setError(t('login.captchaRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await login({
        tenantId: tenantId.trim(),
        username: username.trim(),
        passwordMd5: await hashPassword(password),
        captcha: { key: captcha.image?.key ?? '', code: code.trim() },
      });
      if (needsRegistration(answer)) {
        setRegistering(true);
        return;
      }
      // GuestOnly around this page sends the new session on to where it was headed.
      signIn(answer);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('msg.unknownError'));
      // A captcha is single use: whatever went wrong, the next attempt needs a new one.
      setCode('');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-band">
        <div className="site-emblem" aria-hidden />
        <div>
          <div className="login-band-org" data-testid="login-org">
            {branding?.tenantName ?? t('app.org')}
          </div>
          <div className="login-band-name">{t('app.name')}</div>
        </div>
      </div>
      <Card className="login-card" elevation={2}>
        <H3>{t('login.title')}</H3>
        <p className="muted">{t('login.subtitle')}</p>
        {params.get('code') === 'unauthor' && !error && (
          <Callout intent="warning" className="gap-bottom" data-testid="login-expired">
            {t('login.expired')}
          </Callout>
        )}
        <Tabs id="login-mode" selectedTabId={mode} onChange={(id) => setMode(id === 'sms' ? 'sms' : 'account')} className="login-tabs">
          <Tab id="account" title={t('login.byAccount')} data-testid="login-tab-account" />
          <Tab id="sms" title={t('login.bySms')} data-testid="login-tab-sms" />
        </Tabs>
        {mode === 'sms' ? (
          <SmsLoginForm tenantId={tenantId.trim() || initialTenant(search)} />
        ) : (
          <>
            {error && (
              <Callout intent="danger" className="gap-bottom" data-testid="login-error">
                {error}
              </Callout>
            )}
            <form onSubmit={onSubmit}>
              {!detectedTenant && (
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
              )}
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
              <CaptchaField captcha={captcha} value={code} onChange={setCode} />
              <Button type="submit" intent="danger" size="large" fill loading={busy} data-testid="login-submit" text={t('login.submit')} />
            </form>
          </>
        )}
        <div className="login-links">
          <Button variant="minimal" intent="primary" size="small" data-testid="login-register" onClick={() => setRegistering(true)}>
            {t('register.link')}
          </Button>
          {/* The public area: the publicities running of the tenant chosen here, where anyone may object without an account. */}
          <Link to={`/public/publicity?tenant=${brandTenant}`} className="login-public-link" data-testid="login-publicity">
            {t('publicity.public.link')}
          </Link>
        </div>
      </Card>
      {registering && (
        <Suspense fallback={null}>
          <RegisterDialog isOpen onClose={() => setRegistering(false)} tenantId={detectedTenant} />
        </Suspense>
      )}
      <div className="login-footer">
        {branding ? t('app.organiserOf', { name: branding.organiser }) : t('app.organiser')} · {t('app.filing')}
      </div>
    </div>
  );
}
