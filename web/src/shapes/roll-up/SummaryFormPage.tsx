import { Card, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { useLocation, useParams } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { useLoader, usePageTitle } from '../../lib';
import { RecordForm } from '../../features/records/module-form';
import { rollUpCalls } from './api';
import { GatheredTable } from './GatheredTable';
import type { RollUpScope } from './roll-up-scope';
import { useRollUpText } from './texts';
import type { GatherState } from './types';

/**
 * Route `…/form/:id?`: the summary module's form (the generic record form) with the nominations
 * gathered on the gathering page, or those the saved summary gathers, sent with it as `gathered`.
 */
export function SummaryFormPage({ scope }: { scope: RollUpScope }) {
  const { id } = useParams();
  const { lang } = useI18n();
  const rt = useRollUpText();
  const chosen = (useLocation().state as GatherState | null) ?? undefined;
  const { summary, base, kindField } = scope;
  usePageTitle(summary.title[lang]);
  // The gathering page hands its choice over; a summary opened from its own link gathers what it saved.
  const loaded = useLoader(id && !chosen ? `rollup/${summary.key}/${id}` : null, () => rollUpCalls.summary(summary.key, id ?? ''));
  if (id && !chosen && !loaded.data) return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" />;
  const gathered = chosen?.gathered ?? loaded.data?.gathered ?? [];
  const kind = chosen?.kind;
  return (
    <RecordForm
      key={summary.key}
      entry={summary}
      id={id}
      basePath={`${base}/form`}
      // A new summary starts with the chosen kind and as many nominated as were gathered.
      initial={{ ...(kindField && kind ? { [kindField]: kind } : {}), reportedCount: gathered.length }}
      extraBody={{ gathered: gathered.map((r) => r.id) }}
      detailPath={(recordId) => `${base}/detail/${recordId}`}
      back={{ text: rt('backToGather'), to: base }}
      above={
        <Card className="panel form-section" data-testid="gathered-part">
          <H5 className="section-title">{rt('gathered')}</H5>
          <GatheredTable records={gathered} />
        </Card>
      }
    />
  );
}
