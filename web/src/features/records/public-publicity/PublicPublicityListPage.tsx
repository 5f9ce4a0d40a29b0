import { Card, H3, H5 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { publicPublicity } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { PublicFailure } from './PublicFailure';
import { usePublicTenant } from './public-tenant';
import './public-publicity.css';

/**
 * Route `/public/publicity` (no login): the publicities running now of the tenant the address names
 * (`?tenant=`, else the console's), each with its dates and number of nominees, opening its notice;
 * the server's refusal (no such tenant) in its words.
 */
export function PublicPublicityListPage() {
  const { t } = useI18n();
  usePageTitle(t('publicity.public.title'));
  const tenant = usePublicTenant();
  const list = useLoader(`public-publicity:list:${tenant.tenantId}`, () => publicPublicity.list(tenant.tenantId));
  return (
    <div className="public-page" data-testid="public-publicity-list">
      <H3 className="page-title">{t('publicity.public.title')}</H3>
      <p className="muted">{t('publicity.public.intro')}</p>
      <PublicFailure error={list.error} />
      {list.data?.length === 0 && <Card className="panel muted">{t('publicity.public.none')}</Card>}
      {(list.data ?? []).map((p) => (
        <Card key={p.id} className="panel" data-testid={`public-publicity-${p.id}`}>
          <H5>
            <Link to={`/public/publicity/${p.id}${tenant.search}`}>{p.title}</Link>
          </H5>
          <div className="muted">
            {t('publicity.dateRange', { start: p.startDate, end: p.endDate, days: p.workingDays })} · {t('publicity.count')} {p.count}
          </div>
        </Card>
      ))}
    </div>
  );
}
