import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireMenu } from '../../features/identity/access';
import { childEntryOf, type ModuleEntry } from '../../catalogue';
import { childPaths, type ChildSection } from './child-pages';
import { EntryDetailPage } from './EntryDetailPage';
import { EntryListPage } from './EntryListPage';
import { WorkFormPage } from './WorkFormPage';
import { WorkViewPage } from './WorkViewPage';
import type { WorksScope } from './works-scope';
import './children.css';

/** Props of `ChildrenRoutes`. */
export interface ChildrenRoutesProps {
  /** A module with children (`entry.children`). */
  entry: ModuleEntry;
  /** The set of pages: one of `childSections(entry)`. */
  section: ChildSection;
}

/**
 * The five pages of a children module under the section's path (spec section 2, the works
 * activities under `/activity/<category>`): the entries, sign (begin), apply (a child's form),
 * detail (an entry with its children) and view (one child). Everything comes from the module's
 * catalogue entry, so a second module with children needs only its entry.
 */
export function ChildrenRoutes({ entry, section }: ChildrenRoutesProps) {
  // The children seen as a module of their own (the catalogue's view), so the generic form, checks and views serve them.
  const scope = useMemo<WorksScope>(
    () => ({ entry, child: childEntryOf(entry), section, paths: childPaths(section.base) }),
    [entry, section],
  );
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
