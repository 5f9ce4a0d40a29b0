import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { AccessProvider } from '../features/identity/access';
import { SessionProvider, UnauthorizedRedirect } from '../features/identity/auth';
import { LockProvider } from '../features/identity/lock';
import { ShapePartsProvider } from '../features/records/modules/shape-parts';
import { shapeParts } from '../shapes';
import { I18nProvider } from '../i18n';
import { createGuardedHistory } from '../lib';
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

// The browser's history, asking the pages with unsaved work before a navigation (lib/leave-blocking.ts).
const history = createGuardedHistory();

/**
 * The console: language, session, the user's access and lock state, the shapes' parts, and the router
 * around the routes. Blueprint's portals and overlay stack as BlueprintProvider gives them, without its
 * hotkeys provider: the console declares no hotkeys, and that provider's dialog would bring Blueprint's
 * whole overlay (and its transitions) into the first load.
 */
export function App() {
  return (
    <PortalProvider>
      <OverlaysProvider>
        <I18nProvider>
          <SessionProvider>
            <AccessProvider>
              <LockProvider>
                <ShapePartsProvider parts={shapeParts}>
                  <HistoryRouter history={history}>
                    <Routed />
                  </HistoryRouter>
                </ShapePartsProvider>
              </LockProvider>
            </AccessProvider>
          </SessionProvider>
        </I18nProvider>
      </OverlaysProvider>
    </PortalProvider>
  );
}
