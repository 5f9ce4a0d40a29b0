import { AnchorButton, Card, H2, H4 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { MODULE_DIRECTORY } from '../../../module-directory.gen';
import { useSession } from '../../identity/auth';
import { useAccess } from '../../identity/access';
import { MenuCards } from '../layout';
import { ModuleCard } from '../../records/modules';
import './home.css';

const ENTRIES = MODULE_DIRECTORY;

/** Route `/`: a welcome and the ways in: new applications and the task lists. */
export function HomePage() {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const { access, hasMenu } = useAccess();
  const shown = ENTRIES.filter((entry) => hasMenu(entry.key));
  usePageTitle(t('route.home'));
  const name = user?.unionName || user?.nickName || user?.userName || user?.account || '';
  return (
    <div className="page">
      <Card className="welcome-banner" elevation={1}>
        <H2 data-testid="welcome">{t('home.welcome', { name })}</H2>
        <p>{t('home.intro')}</p>
      </Card>
      <div className="card-grid">
        {shown.map((entry) => (
          <ModuleCard key={entry.key} entry={entry} />
        ))}
        {hasMenu('work') && (
          <Card className="module-card" elevation={1} data-testid="tasks-card">
            <H4>{t('home.tasks')}</H4>
            <p className="muted">{t('home.tasksIntro')}</p>
            <div className="card-actions">
              <AnchorButton
                intent="primary"
                icon="inbox"
                text={t('home.openTasks')}
                href="/work"
                onClick={(e) => {
                  e.preventDefault();
                  navigate('/work');
                }}
              />
            </div>
          </Card>
        )}
      </div>
      {/* An account granted none of these (a sub-account for members) gets its own menus as the ways in. */}
      {shown.length === 0 && !hasMenu('work') && <MenuCards menus={(access?.routes ?? []).filter((m) => m.code !== 'home')} />}
    </div>
  );
}
