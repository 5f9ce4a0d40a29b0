import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { MODULE_DIRECTORY } from '../../../module-directory.gen';
import { PageHeader } from '../../platform/layout';
import { useAccess } from '../../identity/access';
import { ModuleCard } from '../modules';
import { SetupProgress } from '../../organisation/union-profile/SetupProgress';

// The set-up services are the catalogue's modules whose console route lies under /setup/.
const SETUP_ENTRIES = MODULE_DIRECTORY.filter((entry) => entry.route.startsWith('/setup/'));

/** Route `/setup/index` (我的工会): the union set-up services, each with its form and its records. */
export function SetupIndexPage() {
  const { t } = useI18n();
  usePageTitle(t('route.setup'));
  const { hasMenu } = useAccess();
  return (
    <div className="page">
      <PageHeader title={t('route.setup')} subtitle={t('setup.intro')} />
      <SetupProgress />
      <div className="card-grid">
        {SETUP_ENTRIES.filter((entry) => hasMenu(entry.key)).map((entry) => (
          <ModuleCard key={entry.key} entry={entry} />
        ))}
      </div>
    </div>
  );
}
