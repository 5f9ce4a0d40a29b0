import { Button, Card, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { DownloadButton } from '../../features/platform/crud';
import { PageHeader } from '../../features/platform/layout';
import { RecordActions, RecordDetailBody } from '../../features/records/module-detail';
import { rollUpCalls } from './api';
import { GatheredTable } from './GatheredTable';
import type { RollUpScope } from './roll-up-scope';
import { useRollUpText } from './texts';

/** Route `…/detail/:id`: the summary read-only with the nominations it gathers, its sheets and the applicant's buttons. */
export function SummaryDetailPage({ scope }: { scope: RollUpScope }) {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const rt = useRollUpText();
  const navigate = useNavigate();
  const { summary, source, base } = scope;
  usePageTitle(rt('summaryDetail'));
  const loaded = useLoader(`rollup/${summary.key}/${id}`, () => rollUpCalls.summary(summary.key, id));
  const record = loaded.data;
  if (!record) return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" title={t('record.notFound')} />;
  const editable = record.actions.includes('save') || record.actions.includes('resubmit');
  return (
    <div className="page">
      <PageHeader
        title={summary.title[lang]}
        subtitle={record.unionName}
        actions={
          <>
            {editable && (
              <Button icon="edit" text={t('common.edit')} data-testid="btn-edit-summary" onClick={() => navigate(`${base}/form/${id}`)} />
            )}
            <DownloadButton
              icon="th-list"
              text={rt('listSheet')}
              testId="btn-list-sheet"
              fetch={() => rollUpCalls.listSheet(source.key, id)}
              name={`${source.title[lang]}-${id}.xlsx`}
            />
            <DownloadButton
              icon="th"
              text={rt('summarySheet')}
              testId="btn-summary-sheet"
              fetch={() => rollUpCalls.summarySheet(source.key, id)}
              name={`${summary.title[lang]}-${id}.xlsx`}
            />
            <RecordActions record={record} onChanged={loaded.reload} />
            <Button variant="minimal" icon="arrow-left" text={rt('backToGather')} onClick={() => navigate(base)} />
          </>
        }
      />
      <Card className="panel" data-testid="gathered-part">
        <H5 className="section-title">{rt('gathered')}</H5>
        <GatheredTable records={record.gathered} />
      </Card>
      <RecordDetailBody entry={summary} record={record} />
    </div>
  );
}
