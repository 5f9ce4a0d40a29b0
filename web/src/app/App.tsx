import { BlueprintProvider } from '@blueprintjs/core';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AccessProvider } from '../features/identity/access';
import { SessionProvider, UnauthorizedRedirect } from '../features/identity/auth';
import { LockProvider } from '../features/identity/lock';
import { ShapePartsProvider } from '../features/records/modules';
import { shapeParts } from '../shapes';
import { I18nProvider } from '../i18n';
import { AppRoutes } from './AppRoutes';
import { NewWindowTarget } from './NewWindowTarget';

/** Everything under the router; its own `<Routes>` match below the one catch-all route. */
function Routed() {
  return (
    <>
      <UnauthorizedRedirect />
      <NewWindowTarget />
      <AppRoutes />
    </>
  );
}

// A data router: forms ask before unsaved work is left (`useBlocker` needs one).
const router = createBrowserRouter([{ path: '*', element: <Routed /> }]);

/** The console: language, session, the user's access and lock state, the shapes' parts, and the router around the routes. */
export function App() {
  return (
    <BlueprintProvider>
      <I18nProvider>
        <SessionProvider>
          <AccessProvider>
            <LockProvider>
              <ShapePartsProvider parts={shapeParts}>
                <RouterProvider router={router} />
              </ShapePartsProvider>
            </LockProvider>
          </AccessProvider>
        </SessionProvider>
      </I18nProvider>
    </BlueprintProvider>
  );
}
