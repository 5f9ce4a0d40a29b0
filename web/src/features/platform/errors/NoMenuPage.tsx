import { NonIdealState } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { LogoutButton } from '../../identity/auth';
import './errors.css';

/** What an account whose roles grant no menu sees instead of an empty console: why, and the way out. */
export function NoMenuPage() {
  const { t } = useI18n();
  usePageTitle(t('access.noMenuTitle'));
  return (
    <div className="error-page" data-testid="no-menu">
      <NonIdealState
        icon="blocked-person"
        title={t('access.noMenuTitle')}
        description={t('access.noMenu')}
        action={<LogoutButton intent="primary" />}
      />
    </div>
  );
}
