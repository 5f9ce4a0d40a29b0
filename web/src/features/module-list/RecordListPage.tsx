import { useParams } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { usePageTitle } from '../../lib';
import { ModuleMissing, useModuleEntry } from '../modules';
import { RecordList } from './RecordList';

/** Route `/crop/:module`: the module's list of records. */
export function RecordListPage() {
  const { lang, t } = useI18n();
  const entry = useModuleEntry(useParams().module);
  usePageTitle(entry ? t('route.list', { module: entry.title[lang] }) : undefined);
  if (!entry) return <ModuleMissing />;
  return <RecordList key={entry.key} entry={entry} />;
}
