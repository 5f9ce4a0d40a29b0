import { Button, Card, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { callName } from './begin-defaults';
import { useLoader, usePageTitle } from '../../lib';
import { RecordSummary } from '../../features/records/module-detail';
import { PageHeader } from '../../features/platform/layout';
import { RecordFields } from '../../features/records/modules';
import { childCalls } from './api';
import { ChildProgress } from './ChildProgress';
import { useChildText } from './texts';
import { WorksTable } from './WorksTable';
import type { WorksScope } from './works-scope';

/** Route `…/detail/:id`: one entry, its works' progress and the child table. */
export function EntryDetailPage({ scope }: { scope: WorksScope }) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const navigate = useNavigate();
  const { id } = useParams();
  usePageTitle(ct('entryDetail'));
  const loaded = useLoader(id ? `${scope.entry.key}/${id}` : null, () => childCalls.detail(scope.entry.key, id ?? ''));
  const parent = loaded.data;
  if (!parent) {
    return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" title={t('record.notFound')} />;
  }
  return (
    <div className="page">
      <PageHeader
        title={parent.title || callName(scope, lang)}
        subtitle={<ChildProgress counts={parent.children} />}
        actions={<Button variant="minimal" icon="arrow-left" text={t('common.back')} onClick={() => navigate(scope.paths.list)} />}
      />
      <Card className="panel">
        <RecordSummary entry={scope.entry} record={parent} />
      </Card>
      <Card className="panel">
        <H5 className="panel-title">{t('detail.fields')}</H5>
        <RecordFields entry={scope.entry} form={parent.form} />
      </Card>
      <WorksTable scope={scope} parent={parent} onChanged={loaded.reload} />
    </div>
  );
}
