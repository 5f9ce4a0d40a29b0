import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link, useParams } from 'react-router-dom';
import { leave } from '../../../api';
import { modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { RecordActions, RecordDetailBody } from '../module-detail';
import { ModuleMissing } from '../modules';
import { useLeaveText } from './texts';

/**
 * Route `/desk/leave/detail/:businessId`: one leave request read with the desk's `detail` call, its
 * fields, the applicant's buttons (withdraw, cancel, change a returned one) and its flow history.
 */
export function LeaveDetailPage() {
  const { businessId = '' } = useParams();
  const entry = modules.leave;
  const lt = useLeaveText();
  const { t } = useI18n();
  usePageTitle(lt('detailTitle'));
  const loaded = useLoader(`leave/${businessId}`, () => leave.detail(businessId));
  if (!entry) return <ModuleMissing />;
  const record = loaded.data;
  if (!record) {
    return (
      <div className="page">
        {loaded.loading ? <Spinner className="page-spinner" /> : <NonIdealState icon="search" title={t('record.notFound')} />}
      </div>
    );
  }
  return (
    <div className="page" data-testid="leave-detail">
      <PageHeader
        title={record.title || lt('detailTitle')}
        subtitle={lt('detailTitle')}
        actions={
          <>
            <RecordActions record={record} onChanged={loaded.reload} />
            <Link to="/desk/leave">
              <Button icon="add" text={lt('newRequest')} />
            </Link>
            <Link to={`/crop/${entry.key}`}>
              <Button variant="minimal" icon="list" text={lt('myRequests')} />
            </Link>
          </>
        }
      />
      <RecordDetailBody entry={entry} record={record} />
    </div>
  );
}
