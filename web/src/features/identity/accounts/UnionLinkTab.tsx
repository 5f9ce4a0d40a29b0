import { Button, Card, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { account, toast } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { FieldControl, text, type FieldSpec, type FormValues } from '../../platform/crud';
import './accounts.css';

const FIELDS: FieldSpec[] = [
  { name: 'linkName', label: 'link.name', required: true },
  { name: 'linkPhone', label: 'link.phone', required: true },
];

/** 工会联系人: the union's contact person and mobile number. */
export function UnionLinkTab() {
  const { t } = useI18n();
  const loaded = useLoader('union-link', () => account.link());
  const [values, setValues] = useState<FormValues>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (loaded.data) setValues({ linkName: loaded.data.linkName, linkPhone: loaded.data.linkPhone });
  }, [loaded.data]);
  if (loaded.loading && !loaded.data) return <Spinner className="page-spinner" />;

  const save = async () => {
    setBusy(true);
    try {
      await account.saveLink({ linkName: text(values.linkName), linkPhone: text(values.linkPhone) });
      toast.success(t('msg.updated'));
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="panel narrow-panel" data-testid="link-form">
      {FIELDS.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          disabled={busy}
          onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))}
        />
      ))}
      <Button
        intent="primary"
        icon="floppy-disk"
        loading={busy}
        text={t('common.save')}
        data-testid="link-save"
        onClick={() => void save()}
      />
    </Card>
  );
}
