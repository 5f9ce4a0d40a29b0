import { publicArea } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';

/** 您是第 N 位访客, from the public counter; nothing while it is unknown. */
export function VisitCounter() {
  const { t } = useI18n();
  const { data } = useLoader('visits', () => publicArea.visitCount());
  if (typeof data !== 'number') return null;
  return <span data-testid="visit-count">{t('app.visitor', { n: data })}</span>;
}
