import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { ModuleMissing, useModuleEntry } from '../modules';
import { categoryFilter } from './category-filter';
import { RecordList } from './RecordList';

/** Props of `RecordListPage`. */
export interface RecordListPageProps {
  /** Set on a notice module's own route (`/activity/index/:cate?`); otherwise `:module` names it. */
  moduleKey?: string;
  /** Set on the list of one category of a module whose categories have their own calls (`/honor/item1/person`). */
  category?: string;
}

/** Routes `/crop/:module` and a notice module's own list (optionally of one category): the module's list of records. */
export function RecordListPage({ moduleKey, category }: RecordListPageProps) {
  const { lang, t } = useI18n();
  const params = useParams();
  const { module } = params;
  const cate = category ?? params.cate;
  const entry = useModuleEntry(moduleKey ?? module);
  const routeFilters = useMemo(() => (entry ? categoryFilter(entry, cate) : {}), [entry, cate]);
  usePageTitle(entry ? t('route.list', { module: entry.title[lang] }) : undefined);
  if (!entry) return <ModuleMissing />;
  return <RecordList key={entry.key} entry={entry} routeFilters={routeFilters} />;
}
