import { BlueprintProvider } from '@blueprintjs/core';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { saveSession, type ButtonMap, type MenuRoute } from '../api';
import { AccessProvider, useAccess } from '../features/identity/access';
import { ShapePartsProvider } from '../features/records/modules';
import { shapeParts } from '../shapes';
import { SessionProvider } from '../features/identity/auth';
import { I18nProvider } from '../i18n';
import { CORP1_INFO, CORP1_LOGIN, GUIDE_DONE, NO_TOP_MENU } from './answers/session';
import { FakeApi } from './fake-api';
import { useFakeApi } from './fake-api-in-use';

/** How `renderConsole` sets the console up around the component. */
export interface ConsoleOptions {
  /** The answers the component's calls get; a new, empty one by default. */
  api?: FakeApi;
  /** The URL the router starts at (`/crop/setup1/form/7`); `/` by default. */
  at?: string;
  /** The route the component is drawn on (`/crop/:module/form/:id?`, for its params); every path by default. */
  path?: string;
  /** The logged-in account's menus (`menu/routes`). */
  menus?: MenuRoute[];
  /** The buttons its roles grant (`menu/buttons`). */
  buttons?: ButtonMap;
}

/** What `renderConsole` hands the test. */
export interface RenderedConsole extends RenderResult {
  api: FakeApi;
  /** The router: where the component navigated (`router.state.location`). */
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/** Draws its children once the account's menus and buttons are in, as the console's gate does. */
function AccessReady({ children }: { children: ReactNode }) {
  const { access } = useAccess();
  return access ? <div data-testid="console-ready">{children}</div> : null;
}

/**
 * Draws `ui` inside the console's own providers (Blueprint, language, session, access, the shapes' parts and a data
 * router starting at `at`), logged in as corp1, with `fetch` answered by the fake API; resolves
 * once the account's access has loaded, so the component draws as it would in the console.
 */
export async function renderConsole(ui: ReactNode, options: ConsoleOptions = {}): Promise<RenderedConsole> {
  const api = options.api ?? new FakeApi();
  api
    .answer('GET /api/blade-auth/oauth/user-info', CORP1_INFO)
    .answer('GET /api/blade-system/menu/routes', options.menus ?? [])
    .answer('GET /api/blade-system/menu/buttons', options.buttons ?? {})
    .answer('GET /api/blade-system/menu/top-menu', NO_TOP_MENU)
    .answer('GET /api/blade-system/guide/progress', GUIDE_DONE);
  useFakeApi(api);
  vi.stubGlobal('fetch', api.fetch);
  saveSession(CORP1_LOGIN);
  const routes = [{ path: options.path ?? '*', element: <AccessReady>{ui}</AccessReady> }];
  // Where the component navigates to: the test reads `router.state.location`.
  if (options.path) routes.push({ path: '*', element: <div data-testid="elsewhere" /> });
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  const result = render(
    <BlueprintProvider>
      <I18nProvider>
        <SessionProvider>
          <AccessProvider>
            <ShapePartsProvider parts={shapeParts}>
              <RouterProvider router={router} />
            </ShapePartsProvider>
          </AccessProvider>
        </SessionProvider>
      </I18nProvider>
    </BlueprintProvider>,
  );
  await screen.findByTestId('console-ready');
  return { ...result, api, router, user: userEvent.setup() };
}
