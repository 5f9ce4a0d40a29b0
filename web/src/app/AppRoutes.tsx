import { Navigate, Route, Routes } from 'react-router-dom';
import { modules } from '../catalogue';
import { GuestOnly, LoginPage, RequireAuth } from '../features/auth';
import { ErrorPage } from '../features/errors';
import { HomePage } from '../features/home';
import { MainLayout } from '../features/layout';
import { RecordDetailPage } from '../features/module-detail';
import { RecordFormPage } from '../features/module-form';
import { RecordListPage } from '../features/module-list';
import { SetupIndexPage } from '../features/setup';
import { TaskListPage } from '../features/tasks';
import { Titled } from './Titled';

// Each module's own console route (setup1: /setup/setup1/form) shows the generic form.
const MODULE_ROUTES = Object.values(modules).map((entry) => ({ key: entry.key, path: `${entry.route}/:id?` }));

/** The console's routes: public login and error pages, everything else behind the guard. */
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
      <Route path="/404" element={<ErrorPage code={404} />} />
      <Route path="/403" element={<ErrorPage code={403} />} />
      <Route path="/500" element={<ErrorPage code={500} />} />
      <Route
        element={
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="/setup/index" element={<SetupIndexPage />} />
        <Route path="/crop/:module" element={<RecordListPage />} />
        <Route path="/crop/:module/form/:id?" element={<RecordFormPage />} />
        <Route path="/crop/:module/detail/:id" element={<RecordDetailPage />} />
        {MODULE_ROUTES.map((r) => (
          <Route key={r.key} path={r.path} element={<RecordFormPage moduleKey={r.key} />} />
        ))}
        <Route path="/work" element={<TaskListPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
