import { Button, Card, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { account, oss, toast, type Profile } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { useAccess } from '../access';
import { FieldControl, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { FilePicker } from '../../records/fields';
import { AvatarImage } from '../../platform/layout';
import { avatarProblem } from './avatar-check';
import './accounts.css';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'profile.name', required: true },
  { name: 'realName', label: 'profile.realName' },
  { name: 'phone', label: 'profile.phone' },
  { name: 'email', label: 'profile.email' },
];

const valuesOf = (p: Profile): FormValues => ({ name: p.name, realName: p.realName, phone: p.phone, email: p.email });

/** 基本资料: name, real name, phone, e-mail and avatar of the caller's own account. */
export function ProfileTab() {
  const loaded = useLoader('profile', () => account.profile());
  if (!loaded.data) return <Spinner className="page-spinner" />;
  // A new form for each load: its inputs start from the loaded values in their first render, so
  // nothing typed before an effect ran is ever overwritten by them.
  return <ProfileForm key={JSON.stringify(loaded.data)} profile={loaded.data} reloadProfile={loaded.reload} />;
}

function ProfileForm({ profile, reloadProfile }: { profile: Profile; reloadProfile: () => void }) {
  const { t } = useI18n();
  const { reload } = useAccess();
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  const [avatar, setAvatar] = useState(profile.avatar);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      toast.error(t(problem));
      return;
    }
    try {
      // Kept as the link; saved with the profile below.
      setAvatar((await oss.putFile(file)).link);
    } catch {
      // The client has shown the server's message.
    }
  };

  const save = async () => {
    if (!text(values.name)) {
      setErrors({ name: t('form.enterField', { label: t('profile.name') }) });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await account.updateProfile({
        name: text(values.name),
        realName: text(values.realName),
        phone: text(values.phone),
        email: text(values.email),
        avatar,
      });
      toast.success(t('msg.updated'));
      // The header shows the name from user-info.
      reload();
      reloadProfile();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="panel" data-testid="profile-form">
      <div className="profile-head">
        <div className="avatar-box" data-testid="profile-avatar">
          <AvatarImage link={avatar} alt={t('profile.avatar')} fallback={<div className="site-emblem" aria-hidden />} />
        </div>
        <div>
          <div className="profile-account" data-testid="profile-account">
            {profile.account} · {profile.unionName}
          </div>
          <FilePicker
            text={t('profile.avatarPick')}
            accept="image/jpeg,image/png"
            testId="profile-avatar-input"
            onChange={(e) => void pickAvatar(e.currentTarget.files?.[0])}
          />
          <div className="muted small">{t('profile.avatarHint')}</div>
        </div>
      </div>
      <div className="form-grid">
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
      </div>
      <Button
        intent="primary"
        icon="floppy-disk"
        loading={busy}
        text={t('common.save')}
        data-testid="profile-save"
        onClick={() => void save()}
      />
    </Card>
  );
}
