import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { LogoutButton } from '../auth';
import { NoMenuPage } from '../../platform/errors';
import { useAccess } from './use-access';

/**
 * Renders its children once the user's menus and buttons are known; a spinner until then. An
 * account with no menu, or whose menus cannot be loaded, is told so and offered logout: the
 * login page would only send a logged-in user back here.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { access, error, reload } = useAccess();
  if (access) return access.menus.length > 0 ? children : <NoMenuPage />;
  if (error) {
    return (
      <div className="error-page" data-testid="access-error">
        <NonIdealState
          icon="error"
          title={t('access.loadFailed')}
          action={
            <div className="error-actions">
              <Button intent="primary" icon="refresh" text={t('access.retry')} onClick={reload} />
              <LogoutButton />
            </div>
          }
        />
      </div>
    );
  }
  return <Spinner className="page-spinner" data-testid="access-loading" />;
}
