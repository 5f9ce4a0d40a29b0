import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { account, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { hashPassword, useSession } from '../auth';
import { FieldControl, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { newPasswordProblem } from './password-policy';
import './accounts.css';

const FIELDS: FieldSpec[] = [
  { name: 'oldPwd', label: 'password.old', kind: 'password', required: true },
  { name: 'pwd', label: 'password.new', kind: 'password', required: true, hint: 'password.rule' },
  { name: 'pwd1', label: 'password.again', kind: 'password', required: true },
];

/**
 * 修改密码: the current password goes as its MD5 (as at login), the new one as typed, since the
 * server checks its policy. A change ends every session, this one too: back to the login page.
 */
export function PasswordTab() {
  const { t } = useI18n();
  const { drop } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const oldPwd = typeof values.oldPwd === 'string' ? values.oldPwd : '';
    const pwd = typeof values.pwd === 'string' ? values.pwd : '';
    const pwd1 = typeof values.pwd1 === 'string' ? values.pwd1 : '';
    if (!oldPwd) return setErrors({ oldPwd: t('password.oldRequired') });
    const problem = newPasswordProblem(pwd, pwd1);
    if (problem) return setErrors(problem === 'password.mismatch' ? { pwd1: t(problem) } : { pwd: t(problem) });
    setBusy(true);
    setErrors({});
    try {
      await account.changePassword({ oldPwd: await hashPassword(oldPwd), pwd, pwd1 });
      toast.success(t('password.changed'));
      drop();
      navigate('/login', { replace: true });
    } catch {
      // The client has shown the server's message (a wrong current password, the policy).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="panel narrow-panel" data-testid="password-form">
      {FIELDS.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          disabled={busy}
          onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))}
        />
      ))}
      <Button
        intent="danger"
        icon="key"
        loading={busy}
        text={t('password.submit')}
        data-testid="password-save"
        disabled={!text(values.oldPwd) && !text(values.pwd)}
        onClick={() => void save()}
      />
    </Card>
  );
}
