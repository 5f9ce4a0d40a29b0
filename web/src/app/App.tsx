import { BlueprintProvider } from '@blueprintjs/core';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider, UnauthorizedRedirect } from '../features/auth';
import { I18nProvider } from '../i18n';
import { AppRoutes } from './AppRoutes';

/** The console: language, session and router around the routes. */
export function App() {
  return (
    <BlueprintProvider>
      <I18nProvider>
        <SessionProvider>
          <BrowserRouter>
            <UnauthorizedRedirect />
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </I18nProvider>
    </BlueprintProvider>
  );
}
