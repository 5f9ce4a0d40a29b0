import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { visitNumber } from './site-tenant';

/** 您是第 N 位访客 of the tenant's site, counted once per browser session; nothing while it is unknown. */
export function VisitCounter({ tenantId }: { tenantId?: string | undefined }) {
  const { t } = useI18n();
  const { data } = useLoader(`visits/${tenantId ?? ''}`, () => visitNumber(tenantId));
  if (typeof data !== 'number') return null;
  return <span data-testid="visit-count">{t('app.visitor', { n: data })}</span>;
}
