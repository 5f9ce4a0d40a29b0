import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { moduleButton, useAccess } from '../access';
import { PageHeader } from '../layout';
import { RecordView } from '../module-detail';
import { childCalls } from './api';
import { RemoveReasonDialog } from './RemoveReasonDialog';
import { useChildText } from './texts';
import type { WorksScope } from './works-scope';

/** Route `…/view/:ids`: one work read-only with its history, and its buttons from the server's actions. */
export function WorkViewPage({ scope }: { scope: WorksScope }) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { hasButton } = useAccess();
  const { ids } = useParams();
  usePageTitle(ct('workView'));
  const { entry, child, paths } = scope;
  const loaded = useLoader(ids ? `${entry.key}/work/${ids}` : null, () => childCalls.childDetail(entry.key, ids ?? ''));
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string>();
  const work = loaded.data;
  if (!work) {
    return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" title={t('record.notFound')} />;
  }
  const allowed = (action: (typeof work.actions)[number], button: Parameters<typeof moduleButton>[1]) =>
    work.actions.includes(action) && hasButton(moduleButton(entry.key, button));
  const withdraw = async () => {
    setBusy(true);
    try {
      await childCalls.childReback(entry.key, work.id);
      toast.success(t('msg.withdrawn'));
      loaded.reload();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <PageHeader
        title={work.title || child.title[lang]}
        subtitle={child.title[lang]}
        actions={
          <>
            {allowed('withdraw', 'withdraw') && (
              <Button icon="undo" text={ct('withdrawWork')} data-testid="btn-withdraw" loading={busy} onClick={() => void withdraw()} />
            )}
            {(allowed('submit', 'edit') || allowed('resubmit', 'edit')) && (
              <Button
                intent="primary"
                icon="edit"
                text={work.actions.includes('resubmit') ? ct('resubmitWork') : t('common.edit')}
                data-testid="btn-edit"
                onClick={() => navigate(paths.apply({ id: work.id }))}
              />
            )}
            {allowed('remove', 'delete') && (
              <Button
                intent="danger"
                variant="outlined"
                icon="trash"
                text={ct('removeWork')}
                data-testid="btn-remove"
                onClick={() => setRemoving(work.id)}
              />
            )}
            <Button
              variant="minimal"
              icon="arrow-left"
              text={ct('toEntry')}
              data-testid="btn-to-entry"
              onClick={() => navigate(paths.detail(work.parentId))}
            />
          </>
        }
      />
      <RecordView entry={child} record={work} />
      <RemoveReasonDialog
        id={removing}
        onClose={() => setRemoving(undefined)}
        onConfirm={async (id, reason) => {
          await childCalls.childRemove(entry.key, id, reason);
          toast.success(ct('removed'));
          navigate(paths.detail(work.parentId));
        }}
      />
    </div>
  );
}
