import { Button, Callout, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, publicArea } from '../../../api';
import { useI18n } from '../../../i18n';
import { setVerifyDetail } from './verify-detail';
import './auth.css';

const RESEND_SECONDS = 60;
const MOBILE = /^1[3-9][0-9]{9}$/;

/** Props of `SmsLoginForm`. */
export interface SmsLoginFormProps {
  tenantId: string;
}

/**
 * Login by phone: a code is sent to the phone, and the code proves it; the accounts bound to it
 * are then chosen from on /verify.
 */
export function SmsLoginForm({ tenantId }: SmsLoginFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    if (!MOBILE.test(phone.trim())) {
      setError(t('sms.phoneInvalid'));
      return;
    }
    setError(undefined);
    try {
      await publicArea.sendLoginCode(phone.trim(), tenantId);
      setWait(RESEND_SECONDS);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('msg.unknownError'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!MOBILE.test(phone.trim()) || !code.trim()) {
      setError(t('sms.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const accounts = await publicArea.phoneAccounts(phone.trim(), code.trim(), tenantId);
      if (accounts.length === 0) {
        setError(t('sms.noAccount'));
        return;
      }
      setVerifyDetail({ tenantId, phone: phone.trim(), code: code.trim(), accounts });
      navigate('/verify');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('msg.unknownError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      {error && (
        <Callout intent="danger" className="gap-bottom" data-testid="sms-error">
          {error}
        </Callout>
      )}
      <FormGroup label={t('sms.phone')} labelFor="sms-phone">
        <InputGroup id="sms-phone" data-testid="sms-phone" leftIcon="mobile-phone" size="large" value={phone} onValueChange={setPhone} />
      </FormGroup>
      <FormGroup label={t('sms.code')} labelFor="sms-code">
        <ControlGroup fill>
          <InputGroup
            id="sms-code"
            data-testid="sms-code"
            leftIcon="shield"
            size="large"
            value={code}
            onValueChange={setCode}
            autoComplete="one-time-code"
          />
          <Button size="large" disabled={wait > 0} data-testid="sms-send" onClick={() => void send()} className="sms-send">
            {wait > 0 ? t('sms.resendIn', { n: wait }) : t('sms.send')}
          </Button>
        </ControlGroup>
      </FormGroup>
      <Button type="submit" intent="danger" size="large" fill loading={busy} data-testid="sms-submit" text={t('sms.next')} />
    </form>
  );
}
