import { useParams } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { usePageTitle } from '../../lib';
import { ModuleMissing, useModuleEntry } from '../modules';
import { RecordDetail } from './RecordDetail';

/** Route `/crop/:module/detail/:id`: one record. */
export function RecordDetailPage() {
  const { t, lang } = useI18n();
  const { module, id } = useParams();
  const entry = useModuleEntry(module);
  usePageTitle(entry ? t('route.detail', { module: entry.title[lang] }) : undefined);
  if (!entry || !id) return <ModuleMissing />;
  return <RecordDetail key={`${entry.key}/${id}`} entry={entry} id={id} />;
}
