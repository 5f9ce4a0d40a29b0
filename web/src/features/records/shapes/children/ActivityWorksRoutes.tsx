import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireMenu } from '../../../identity/access';
import { ModuleMissing, useModuleEntry } from '../../modules';
import { childEntryOf } from '../../../../catalogue';
import { activityPaths, WORKS_MODULE, type ActivityCategory } from './activity-paths';
import { EntryDetailPage } from './EntryDetailPage';
import { EntryListPage } from './EntryListPage';
import { WorkFormPage } from './WorkFormPage';
import { WorkViewPage } from './WorkViewPage';
import type { WorksScope } from './works-scope';
import './children.css';

/**
 * The five pages of a works activity under `/activity/<category>` (spec section 2): the entries,
 * sign (begin), apply (a work's form), detail (an entry with its works) and view (one work).
 */
export function ActivityWorksRoutes({ category }: { category: ActivityCategory }) {
  const entry = useModuleEntry(WORKS_MODULE);
  const scope = useMemo<WorksScope | undefined>(() => {
    // The works seen as a module of their own (the catalogue's view), so the generic form, checks and views serve them.
    return entry?.children ? { entry, child: childEntryOf(entry), category, paths: activityPaths(category) } : undefined;
  }, [entry, category]);
  if (!scope) return <ModuleMissing />;
  return (
    <RequireMenu code={scope.entry.key}>
      <Routes>
        <Route index element={<EntryListPage key="list" scope={scope} />} />
        <Route path="sign" element={<EntryListPage key="sign" scope={scope} beginOpen />} />
        <Route path="apply/:ids?" element={<WorkFormPage scope={scope} />} />
        <Route path="detail/:id?" element={<EntryDetailPage scope={scope} />} />
        <Route path="view/:ids?" element={<WorkViewPage scope={scope} />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </RequireMenu>
  );
}
