import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { LogoutButton } from '../../identity/auth';
import './errors.css';

/** The error pages the router knows. */
export type ErrorCode = 404 | 403 | 500;

const ICONS = { 404: 'search', 403: 'lock', 500: 'error' } as const;

/** Routes `/404`, `/403` and `/500`: home, and logout for a logged-in user, so no error page is a dead end. */
export function ErrorPage({ code }: { code: ErrorCode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  usePageTitle(t(`route.${code}`));
  return (
    <div className="error-page" data-testid={`error-${code}`}>
      <NonIdealState
        icon={ICONS[code]}
        title={String(code)}
        description={t(`error.${code}`)}
        action={
          <div className="error-actions">
            <Button intent="danger" icon="home" data-testid="error-home" text={t('error.home')} onClick={() => navigate('/')} />
            <LogoutButton />
          </div>
        }
      />
    </div>
  );
}
