import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { account, ApiError } from '../../../api';
import { useI18n } from '../../../i18n';
import { registerProblem, type RegisterForm } from './register-checks';
import { useSession } from './use-session';
import { AppDialog } from '../../platform/crud';
import './auth.css';

/** Props of `RegisterDialog`. */
export interface RegisterDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The tenant, when the address named it: the tenant field is then hidden. */
  tenantId?: string;
}

const EMPTY: RegisterForm = { tenantId: '', name: '', account: '', password: '', password2: '' };

type FieldName = Exclude<keyof RegisterForm, 'tenantId'>;
const FIELDS: {
  name: FieldName;
  label: 'register.name' | 'register.account' | 'register.password' | 'register.password2';
  secret?: boolean;
}[] = [
  { name: 'name', label: 'register.name' },
  { name: 'account', label: 'register.account' },
  { name: 'password', label: 'register.password', secret: true },
  { name: 'password2', label: 'register.password2', secret: true },
];

/**
 * 账号注册: the third-party registration dialog (20% wide). Its four checks run in the
 * specification's order; the application waits for an administrator's approval.
 */
export function RegisterDialog({ isOpen, onClose, tenantId }: RegisterDialogProps) {
  const { t } = useI18n();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const set = (name: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const values = { ...form, tenantId: tenantId ?? form.tenantId };

  const close = () => {
    setForm(EMPTY);
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registerProblem(values);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await account.registerGuest({
        ...values,
        tenantId: values.tenantId.trim(),
        account: values.account.trim(),
        name: values.name.trim(),
      });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('register.failed'));
    } finally {
      setBusy(false);
    }
  };

  // After the notice: out of any session, back to the login page.
  const finish = async () => {
    setDone(false);
    close();
    if (user) await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <AppDialog
        isOpen={isOpen && !done}
        onClose={close}
        title={t('register.title')}
        className="register-dialog"
        style={{ width: '20vw' }}
        canOutsideClickClose={false}
        testId="register-dialog"
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            {error && (
              <Callout intent="warning" className="gap-bottom" data-testid="register-error">
                {error}
              </Callout>
            )}
            {tenantId === undefined && (
              <FormGroup label={t('register.tenant')} labelFor="register-tenantId">
                <InputGroup id="register-tenantId" data-testid="register-tenantId" value={form.tenantId} onValueChange={set('tenantId')} />
              </FormGroup>
            )}
            {FIELDS.map((field) => (
              <FormGroup key={field.name} label={t(field.label)} labelFor={`register-${field.name}`}>
                <InputGroup
                  id={`register-${field.name}`}
                  data-testid={`register-${field.name}`}
                  type={field.secret ? 'password' : 'text'}
                  autoComplete={field.secret ? 'new-password' : 'off'}
                  value={form[field.name]}
                  onValueChange={set(field.name)}
                />
              </FormGroup>
            ))}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('common.cancel')} onClick={close} />
                <Button type="submit" intent="danger" loading={busy} text={t('register.submit')} data-testid="register-submit" />
              </>
            }
          />
        </form>
      </AppDialog>
      <AppDialog isOpen={done} onClose={() => void finish()} title={t('register.noticeTitle')} icon="info-sign" testId="register-success">
        <DialogBody>
          <p data-testid="register-success-text">{t('register.submitted')}</p>
        </DialogBody>
        <DialogFooter
          actions={<Button intent="primary" text={t('common.confirm')} data-testid="register-success-ok" onClick={() => void finish()} />}
        />
      </AppDialog>
    </>
  );
}
