import { BlueprintProvider } from '@blueprintjs/core';
import { BrowserRouter } from 'react-router-dom';
import { AccessProvider } from '../features/access';
import { SessionProvider, UnauthorizedRedirect } from '../features/auth';
import { LockProvider } from '../features/lock';
import { I18nProvider } from '../i18n';
import { AppRoutes } from './AppRoutes';
import { NewWindowTarget } from './NewWindowTarget';

/** The console: language, session, the user's access and lock state, and the router around the routes. */
export function App() {
  return (
    <BlueprintProvider>
      <I18nProvider>
        <SessionProvider>
          <AccessProvider>
            <LockProvider>
              <BrowserRouter>
                <UnauthorizedRedirect />
                <NewWindowTarget />
                <AppRoutes />
              </BrowserRouter>
            </LockProvider>
          </AccessProvider>
        </SessionProvider>
      </I18nProvider>
    </BlueprintProvider>
  );
}
