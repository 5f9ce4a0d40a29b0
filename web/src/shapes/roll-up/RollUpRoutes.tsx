import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { modules } from '../../catalogue';
import { RequireMenu } from '../../features/identity/access';
import { ModuleMissing, useModuleEntry } from '../../features/records/modules';
import { GatherPage } from './GatherPage';
import type { RollUpScope } from './roll-up-scope';
import { SummaryDetailPage } from './SummaryDetailPage';
import { SummaryFormPage } from './SummaryFormPage';

/**
 * The pages of a roll-up summary under its console route (the model workers' summary page of spec
 * section 2, /honor/worker/summary): gathering the children unions' nominations, the summary's form
 * and its detail.
 */
export function RollUpRoutes({ moduleKey }: { moduleKey: string }) {
  const summary = useModuleEntry(moduleKey);
  const scope = useMemo<RollUpScope | undefined>(() => {
    const source = summary?.rollUp ? modules[summary.rollUp.source] : undefined;
    return summary && source ? { summary, source, base: summary.route, kindField: summary.period?.field } : undefined;
  }, [summary]);
  if (!scope) return <ModuleMissing />;
  return (
    <RequireMenu code={scope.summary.key}>
      <Routes>
        <Route index element={<GatherPage scope={scope} />} />
        <Route path="form/:id?" element={<SummaryFormPage scope={scope} />} />
        <Route path="detail/:id" element={<SummaryDetailPage scope={scope} />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </RequireMenu>
  );
}
