import { useParams } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { ModuleMissing, useModuleEntry } from '../modules';
import { RecordDetail } from './RecordDetail';

/** Props of `RecordDetailPage`. */
export interface RecordDetailPageProps {
  /** Set on a notice module's own detail route (`/activity/detail/:id`); otherwise `:module` names it. */
  moduleKey?: string;
}

/** Routes `/crop/:module/detail/:id` and a notice module's own detail: one record. */
export function RecordDetailPage({ moduleKey }: RecordDetailPageProps) {
  const { t, lang } = useI18n();
  const { module, id } = useParams();
  const entry = useModuleEntry(moduleKey ?? module);
  usePageTitle(entry ? t('route.detail', { module: entry.title[lang] }) : undefined);
  if (!entry || !id) return <ModuleMissing />;
  return <RecordDetail key={`${entry.key}/${id}`} entry={entry} id={id} />;
}
