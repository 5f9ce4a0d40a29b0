import { useMemo } from 'react';
import { admin, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { passwordFieldErrors } from '../../identity/accounts';
import { FormDialog, raw, type FieldSpec, type FormValues } from '../../platform/crud';

/** Props of `ResetPasswordDialog`. */
export interface ResetPasswordDialogProps {
  /** The accounts to reset; open while set. */
  userIds: string[] | undefined;
  onClose: () => void;
}

const FIELDS: FieldSpec[] = [
  { name: 'password', label: 'user.newPassword', kind: 'password', required: true, hint: 'password.rule' },
  { name: 'password2', label: 'user.password2', kind: 'password', required: true },
];

/** 重置密码: a new password for the chosen accounts (their sessions end and their lockout clears). */
export function ResetPasswordDialog({ userIds, onClose }: ResetPasswordDialogProps) {
  const { t } = useI18n();
  const initial = useMemo<FormValues | undefined>(() => (userIds ? {} : undefined), [userIds]);
  return (
    <FormDialog
      initial={initial}
      editing={false}
      title={t('user.resetTitle', { n: userIds?.length ?? 0 })}
      fields={FIELDS}
      width={420}
      onClose={onClose}
      validate={(values) => passwordFieldErrors(raw(values.password), raw(values.password2), t)}
      onSubmit={async (values) => {
        await admin.users.resetPassword(userIds ?? [], raw(values.password));
        toast.success(t('user.resetDone'));
        onClose();
      }}
      testId="reset-dialog"
    />
  );
}
