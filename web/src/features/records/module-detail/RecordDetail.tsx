import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { ModuleEntry } from '../../../catalogue';
import { records } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { modulePaths } from '../modules';
import { RecordActions } from './RecordActions';
import { RecordDetailBody } from './RecordDetailBody';

/** Props of `RecordDetail`. */
export interface RecordDetailProps {
  entry: ModuleEntry;
  id: string;
}

/** A record read-only with the applicant's buttons and the flow history. */
export function RecordDetail({ entry, id }: RecordDetailProps) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const loaded = useLoader(`${entry.key}/${id}`, () => records.detail(entry.key, id));
  const record = loaded.data;

  if (!record) {
    return loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" title={t('record.notFound')} />;
  }

  return (
    <div className="page">
      <PageHeader
        title={record.title || entry.title[lang]}
        subtitle={entry.title[lang]}
        actions={
          <>
            <RecordActions record={record} onChanged={loaded.reload} />
            <Button variant="minimal" icon="arrow-left" text={t('common.back')} onClick={() => navigate(modulePaths.list(entry.key))} />
          </>
        }
      />
      <RecordDetailBody entry={entry} record={record} />
    </div>
  );
}
