import { Button, Callout, Card, H3, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { publicPublicity, type ObjectionFiled, type PublicNominee } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { ObjectionDialog } from './ObjectionDialog';
import { PublicFailure } from './PublicFailure';
import { usePublicTenant } from './public-tenant';
import './public-publicity.css';

/**
 * Route `/public/publicity/:id` (no login): one running publicity's notice, each nominee with the
 * fields the public may read (name, sex, employer, post, kind, short deeds), and 提出异议 per nominee;
 * a filed objection's reference number is shown until the next one. Read, and objected to, as the
 * tenant the address names (`?tenant=`, else the console's); the server's refusal in its words.
 */
export function PublicPublicityPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const tenant = usePublicTenant();
  const loaded = useLoader(`public-publicity:${tenant.tenantId}:${id}`, () => publicPublicity.detail(tenant.tenantId, id));
  const [objecting, setObjecting] = useState<PublicNominee>();
  const [filed, setFiled] = useState<ObjectionFiled>();
  const view = loaded.data;
  usePageTitle(view?.title ?? t('publicity.public.title'));
  const none = t('common.none');
  return (
    <div className="public-page" data-testid="public-publicity">
      <Link to={`/public/publicity${tenant.search}`} data-testid="public-publicity-back">
        {t('publicity.public.back')}
      </Link>
      <PublicFailure error={loaded.error} />
      {view && (
        <>
          <H3 className="page-title">{view.title}</H3>
          <div className="muted" data-testid="public-publicity-dates">
            {t('publicity.dateRange', { start: view.startDate, end: view.endDate, days: view.workingDays })}
          </div>
          {view.note && <p className="public-note">{view.note}</p>}
          <p className="muted">
            {t('publicity.contact')}
            {t('punct.colon')}
            {[view.contactPhone, view.contactEmail].filter(Boolean).join(' / ')}
          </p>
          {filed && (
            <Callout intent="success" className="gap-bottom" data-testid="objection-filed">
              {t('publicity.public.filed', { refNo: filed.refNo })}
            </Callout>
          )}
          {view.nominees.map((n) => (
            <Card key={n.recordId} className="panel" data-testid={`public-nominee-${n.recordId}`}>
              <div className="public-nominee-head">
                <H5>{n.name}</H5>
                <Button
                  intent="primary"
                  text={t('publicity.public.object')}
                  data-testid="btn-object"
                  onClick={() => {
                    setFiled(undefined);
                    setObjecting(n);
                  }}
                />
              </div>
              <dl className="fact-list">
                <dt>{t('publicity.sex')}</dt>
                <dd>{n.sex ?? none}</dd>
                <dt>{t('publicity.unitName')}</dt>
                <dd>{n.unitName ?? none}</dd>
                <dt>{t('publicity.post')}</dt>
                <dd>{n.post ?? none}</dd>
                {n.category && (
                  <>
                    <dt>{t('publicity.category')}</dt>
                    <dd>{n.category}</dd>
                  </>
                )}
                <dt>{t('publicity.summary')}</dt>
                <dd className="public-note">{n.summary ?? none}</dd>
              </dl>
            </Card>
          ))}
        </>
      )}
      {objecting && (
        <ObjectionDialog
          tenantId={tenant.tenantId}
          publicityId={id}
          nominee={objecting}
          onClose={() => setObjecting(undefined)}
          onFiled={(answer) => {
            setObjecting(undefined);
            setFiled(answer);
          }}
        />
      )}
    </div>
  );
}
