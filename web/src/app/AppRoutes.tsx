import { Route, Routes } from 'react-router-dom';
import { GuestOnly, RequireAuth } from '../features/identity/auth';
import { lazyPage } from './lazy-page';
import { Titled } from './Titled';

// Every page is loaded on its first visit (lazyPage), so the first load carries the shell alone:
// the login page, or the layout and the home page, and none of the others (docs/PERFORMANCE-PROCESS.md).
const LoginPage = lazyPage(() => import('../features/identity/auth/LoginPage').then((m) => m.LoginPage));
const VerifyPage = lazyPage(() => import('../features/identity/auth/VerifyPage').then((m) => m.VerifyPage));
const ErrorPage = lazyPage(() => import('../features/platform/errors/ErrorPage').then((m) => m.ErrorPage));
const LockPage = lazyPage(() => import('../features/identity/lock/LockPage').then((m) => m.LockPage));
// 公示公告: the public area's running publicities and the objection form, signed in or not.
const PublicPublicityListPage = lazyPage(() => import('../features/records/public-publicity').then((m) => m.PublicPublicityListPage));
const PublicPublicityPage = lazyPage(() => import('../features/records/public-publicity').then((m) => m.PublicPublicityPage));
// 问卷填写: a questionnaire sent out, answered through its signed link (no login).
const PublicQuestionnairePage = lazyPage(() => import('../shapes/send-out').then((m) => m.PublicQuestionnairePage));
// Everything behind the login, with the catalogue its route table reads.
const SignedInRoutes = lazyPage(() => import('./SignedInRoutes').then((m) => m.SignedInRoutes));

/**
 * The console's routes. Public: login, the identity check, the error pages, 公示公告 and the
 * questionnaire links' page `/q`. Everything else
 * needs a session (SignedInRoutes).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <Titled name="route.login">
              <LoginPage />
            </Titled>
          </GuestOnly>
        }
      />
      <Route
        path="/verify"
        element={
          <GuestOnly>
            <Titled name="route.verify">
              <VerifyPage />
            </Titled>
          </GuestOnly>
        }
      />
      <Route path="/public/publicity" element={<PublicPublicityListPage />} />
      <Route path="/public/publicity/:id" element={<PublicPublicityPage />} />
      <Route path="/q" element={<PublicQuestionnairePage />} />
      <Route path="/404" element={<ErrorPage code={404} />} />
      <Route path="/403" element={<ErrorPage code={403} />} />
      <Route path="/500" element={<ErrorPage code={500} />} />
      <Route
        path="/lock"
        element={
          <RequireAuth>
            <LockPage />
          </RequireAuth>
        }
      />
      <Route
        path="*"
        element={
          <RequireAuth>
            <SignedInRoutes />
          </RequireAuth>
        }
      />
    </Routes>
  );
}
