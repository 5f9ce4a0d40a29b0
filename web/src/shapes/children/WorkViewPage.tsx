import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { PageHeader } from '../../features/platform/layout';
import { RecordDetailBody } from '../../features/records/module-detail';
import { RecordButtons } from '../../features/records/module-list';
import { childCalls } from './api';
import { RemoveReasonDialog } from './RemoveReasonDialog';
import { useChildText } from './texts';
import type { WorksScope } from './works-scope';

/** Route `…/view/:ids`: one work read-only with its history, and its buttons from the server's actions. */
export function WorkViewPage({ scope }: { scope: WorksScope }) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const location = useLocation();
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
            <RecordButtons
              record={work}
              variant="page"
              busy={busy}
              on={{
                withdraw: () => void withdraw(),
                edit: () => navigate(paths.apply({ id: work.id })),
                remove: () => setRemoving(work.id),
              }}
            />
            <Button
              variant="minimal"
              icon="arrow-left"
              text={t('common.back')}
              data-testid="btn-back"
              // Back where the work was opened: its entry, or the works of a call (a reviewer cannot see the entry).
              onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(paths.detail(work.parentId)))}
            />
          </>
        }
      />
      <RecordDetailBody entry={child} record={work} />
      <RemoveReasonDialog
        module={entry.key}
        id={removing}
        onClose={() => setRemoving(undefined)}
        onRemoved={() => navigate(paths.detail(work.parentId))}
      />
    </div>
  );
}
