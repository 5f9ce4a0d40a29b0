import { Button, Callout, Card, H3, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, loginBySms } from '../../../api';
import { useI18n } from '../../../i18n';
import { useSession } from './use-session';
import { clearVerifyDetail, getVerifyDetail } from './verify-detail';
import './auth.css';

/**
 * Route `/verify` (身份验证): after a phone was proven by its SMS code, the person picks which of
 * the phone's accounts to enter. Without such a pending check there is nothing to verify: /login.
 */
export function VerifyPage() {
  const { t } = useI18n();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [detail] = useState(getVerifyDetail);
  const [chosen, setChosen] = useState(detail?.accounts[0]?.account ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!detail) return <Navigate to="/login" replace />;

  const enter = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await loginBySms({ tenantId: detail.tenantId, phone: detail.phone, code: detail.code, username: chosen });
      clearVerifyDetail();
      signIn(answer);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('msg.unknownError'));
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    clearVerifyDetail();
    navigate('/login', { replace: true });
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
      <Card className="login-card" elevation={2} data-testid="verify-page">
        <H3>{t('verify.title')}</H3>
        <p className="muted">{t('verify.hint', { phone: detail.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') })}</p>
        {error && (
          <Callout intent="danger" className="gap-bottom" data-testid="verify-error">
            {error}
          </Callout>
        )}
        <RadioGroup selectedValue={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
          {detail.accounts.map((a) => (
            <Radio
              key={a.id}
              value={a.account}
              data-testid={`verify-account-${a.account}`}
              label={`${a.account} · ${a.unionName}${a.isSub ? ` (${t('user.sub')})` : ''}`}
            />
          ))}
        </RadioGroup>
        <Button
          intent="danger"
          size="large"
          fill
          loading={busy}
          disabled={!chosen}
          text={t('verify.enter')}
          data-testid="verify-submit"
          onClick={() => void enter()}
        />
        <Button variant="minimal" fill className="gap-top" text={t('common.back')} onClick={back} />
      </Card>
    </div>
  );
}
