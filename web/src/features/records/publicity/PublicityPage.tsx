import { Button, Card } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { publicity, toast, type PublicityRow } from '../../../api';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { usePagedList } from '../../platform/crud';
import { DataTable } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { DecideRoundDialog } from './DecideRoundDialog';
import { OpenPublicityDialog } from './OpenPublicityDialog';
import { publicityColumns } from './publicity-columns';

const NO_FILTERS: readonly string[] = [];
const rowId = (row: PublicityRow) => row.id;

/**
 * Route `/honor/publicity` (公示管理, the federation's): its publicities, newest first, with their
 * dates, state and counts; 发起公示 publishes a round's approved records and 直接表彰决定 decides a
 * round that has no public list, each opening the new publicity's detail.
 */
export function PublicityPage() {
  const { t } = useI18n();
  usePageTitle(t('route.publicity'));
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const columns = useMemo(() => publicityColumns(t), [t]);
  const list = usePagedList('publicity', NO_FILTERS, publicity.list, { columns });
  return (
    <div className="page" data-testid="publicity-page">
      <PageHeader
        title={t('route.publicity')}
        subtitle={t('publicity.intro')}
        actions={
          <>
            <Button
              intent="primary"
              icon="add"
              text={t('publicity.open')}
              data-testid="btn-open-publicity"
              onClick={() => setOpening(true)}
            />
            <Button icon="endorsed" text={t('publicity.decideRound')} data-testid="btn-decide-round" onClick={() => setDeciding(true)} />
          </>
        }
      />
      <Card className="panel">
        <DataTable<PublicityRow> columns={columns} {...list.table} getRowId={rowId} rowTestId={(r) => `publicity-${r.id}`} />
      </Card>
      <OpenPublicityDialog
        isOpen={opening}
        onClose={() => setOpening(false)}
        onOpened={(opened) => {
          setOpening(false);
          toast.success(t('publicity.opened'));
          navigate(`/honor/publicity/${opened.id}`);
        }}
      />
      <DecideRoundDialog
        isOpen={deciding}
        onClose={() => setDeciding(false)}
        onDecided={(decided) => {
          setDeciding(false);
          toast.success(t('publicity.decided'));
          navigate(`/honor/publicity/${decided.id}`);
        }}
      />
    </div>
  );
}
