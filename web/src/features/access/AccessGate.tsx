import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { useAccess } from './use-access';

/** Renders its children once the user's menus and buttons are known; a spinner until then. */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { access, error, reload } = useAccess();
  if (access) return children;
  if (error) {
    return (
      <div className="error-page" data-testid="access-error">
        <NonIdealState
          icon="error"
          title={t('access.loadFailed')}
          action={<Button intent="primary" icon="refresh" text={t('access.retry')} onClick={reload} />}
        />
      </div>
    );
  }
  return <Spinner className="page-spinner" data-testid="access-loading" />;
}
