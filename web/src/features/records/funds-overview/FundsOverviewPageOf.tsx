import { modules } from '../../../catalogue';
import { FundsOverviewPage } from './FundsOverviewPage';

/** A module's funds overview by the module's key (the route table knows its key and path only). */
export function FundsOverviewPageOf({ moduleKey }: { moduleKey: string }) {
  const entry = modules[moduleKey];
  if (entry?.overview !== 'fundsMonths') throw new Error(`no funds overview of ${moduleKey}`);
  return <FundsOverviewPage entry={entry} />;
}
