import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { modules } from '../catalogue';
import { AccessGate, RequireMenu } from '../features/identity/access';
import { SettingsPage, SubAccountPage } from '../features/identity/accounts';
import { GuestOnly, LoginPage, RequireAuth, VerifyPage } from '../features/identity/auth';
import { ErrorPage } from '../features/platform/errors';
import { HomePage } from '../features/platform/home';
import { MainLayout, MenuFallback, SectionLayout } from '../features/platform/layout';
import { LockGate, LockPage } from '../features/identity/lock';
import { noticeRoutes } from '../features/records/modules';
import { SetupIndexPage } from '../features/records/setup';
import {
  ClientAdminPage,
  DeptAdminPage,
  MenuAdminPage,
  PostAdminPage,
  GuideAdminPage,
  RoleAdminPage,
  TenantAdminPage,
  TopMenuAdminPage,
  UserAdminPage,
} from '../features/admin/system';
import { TaskListPage } from '../features/flow/tasks';
import { childSections, ChildrenRoutes, QuestionSetBuilderPage, RollUpRoutes, SurveyResultsPage } from '../shapes';
import { SETTINGS_LEAD } from './settings-lead';
import { Titled } from './Titled';

const UnionInfoPage = lazy(() => import('../features/organisation/union-profile').then((m) => ({ default: m.UnionInfoPage })));
const CommitteePage = lazy(() => import('../features/organisation/union-profile').then((m) => ({ default: m.CommitteePage })));
const CompanyPage = lazy(() => import('../features/organisation/union-profile').then((m) => ({ default: m.CompanyPage })));
// The dictionary screens likewise.
const SystemDictionaryPage = lazy(() => import('../features/admin/dictionaries/DictionaryAdminPage'));
const BusinessDictionaryPage = lazy(() => import('../features/admin/dictionaries/BusinessDictionaryPage'));
// Every module's list, form and detail pages, likewise: adding modules and their buttons must not grow the first load.
const RecordListPage = lazy(() => import('../features/records/module-list').then((m) => ({ default: m.RecordListPage })));
const RecordFormPage = lazy(() => import('../features/records/module-form').then((m) => ({ default: m.RecordFormPage })));
const RecordDetailPage = lazy(() => import('../features/records/module-detail').then((m) => ({ default: m.RecordDetailPage })));
// 流程管理 (designer, deployments, follow), 知会 and 请假 (issue 10), likewise; the diagram library loads only where a model is drawn.
const flowAdmin = () => import('../features/flow/models');
const ModelListPage = lazy(() => flowAdmin().then((m) => ({ default: m.ModelListPage })));
const ModelDesignerPage = lazy(() => flowAdmin().then((m) => ({ default: m.ModelDesignerPage })));
const ManagerPage = lazy(() => flowAdmin().then((m) => ({ default: m.ManagerPage })));
const FollowPage = lazy(() => import('../features/flow/follow').then((m) => ({ default: m.FollowPage })));
const ProgressPage = lazy(() => import('../features/flow/follow').then((m) => ({ default: m.ProgressPage })));
const ReadflowPage = lazy(() => import('../features/flow/readflow').then((m) => ({ default: m.ReadflowPage })));
const LeavePage = lazy(() => import('../features/records/leave').then((m) => ({ default: m.LeavePage })));
const LeaveDetailPage = lazy(() => import('../features/records/leave').then((m) => ({ default: m.LeaveDetailPage })));
const FLOW_ROUTES = [
  { path: 'model', menu: 'flow_model', Page: ModelListPage },
  { path: 'model/:id', menu: 'flow_model', Page: ModelDesignerPage },
  { path: 'manager', menu: 'flow_manager', Page: ManagerPage },
  { path: 'follow', menu: 'flow_follow', Page: FollowPage },
  { path: 'follow/:processInstanceId', menu: 'flow_follow', Page: ProgressPage },
];
// A module with children (the works activities) has its pages under each of its sets (its catalogue entry's `children.pages`).
const CHILDREN_ROUTES = Object.values(modules)
  .filter((entry) => entry.children)
  .flatMap((entry) => childSections(entry).map((section) => ({ entry, section, path: `${section.base}/*` })));
const ROLL_UP_ROUTES = Object.values(modules)
  .filter((entry) => entry.rollUp)
  .map((entry) => ({ key: entry.key, path: `${entry.route}/*` }));

// Each module's own console route (setup1: /setup/setup1/form) shows the generic form; a module with
// children has pages of its own (the works activities below), and so has a notice module (`publishOnly`).
const MODULE_ROUTES = Object.values(modules)
  .filter((entry) => !entry.children && !entry.rollUp && !entry.publishOnly)
  .map((entry) => ({ key: entry.key, path: `${entry.route}/:id?` }));
// A notice module's route is its list (spec section 2: /activity/index/{cate?}), its detail beside it (/activity/detail/{id}).
const NOTICE_ROUTES = Object.values(modules)
  .filter((entry) => entry.publishOnly)
  .flatMap((entry) => {
    const r = noticeRoutes(entry);
    return [
      { key: entry.key, path: r.listPattern, Page: RecordListPage },
      { key: entry.key, path: r.detailPattern, Page: RecordDetailPage },
    ];
  });

// The administration screens of 系统管理, each behind its own menu.
const ADMIN_ROUTES = [
  { path: 'user', menu: 'user', element: <UserAdminPage /> },
  { path: 'role', menu: 'role', element: <RoleAdminPage /> },
  { path: 'menu', menu: 'menu', element: <MenuAdminPage /> },
  { path: 'topmenu', menu: 'topmenu', element: <TopMenuAdminPage /> },
  { path: 'tenant', menu: 'tenant', element: <TenantAdminPage /> },
  { path: 'client', menu: 'client', element: <ClientAdminPage /> },
  { path: 'dept', menu: 'dept', element: <DeptAdminPage /> },
  { path: 'post', menu: 'post', element: <PostAdminPage /> },
  { path: 'guide', menu: 'guide', element: <GuideAdminPage /> },
  {
    path: 'dict',
    menu: 'dict',
    element: (
      <Suspense fallback={null}>
        <SystemDictionaryPage />
      </Suspense>
    ),
  },
  {
    path: 'dictbiz',
    menu: 'dictbiz',
    element: (
      <Suspense fallback={null}>
        <BusinessDictionaryPage />
      </Suspense>
    ),
  },
  {
    path: 'questionnaire',
    menu: 'questionnaire',
    element: (
      <Suspense fallback={null}>
        <QuestionSetBuilderPage />
      </Suspense>
    ),
  },
];

/** The generic pages of a module need the module's menu. */
function ModuleMenu({ children }: { children: ReactNode }) {
  const { module } = useParams();
  return <RequireMenu code={module ?? ''}>{children}</RequireMenu>;
}

/**
 * The console's routes. Public: login, the identity check and the error pages. Everything else
 * needs a session, is sent to /lock while the screen is locked, and waits for the user's menus;
 * each page then needs its menu (or goes to /403), and unknown paths go to /404.
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
        element={
          <RequireAuth>
            <LockGate>
              <AccessGate>
                <MainLayout />
              </AccessGate>
            </LockGate>
          </RequireAuth>
        }
      >
        <Route index element={<HomePage />} />
        <Route
          path="/setup/index"
          element={
            <RequireMenu code="setup">
              <SetupIndexPage />
            </RequireMenu>
          }
        />
        <Route
          path="/crop/:module"
          element={
            <ModuleMenu>
              <Suspense fallback={null}>
                <RecordListPage />
              </Suspense>
            </ModuleMenu>
          }
        />
        <Route
          path="/crop/:module/form/:id?"
          element={
            <ModuleMenu>
              <Suspense fallback={null}>
                <RecordFormPage />
              </Suspense>
            </ModuleMenu>
          }
        />
        <Route
          path="/crop/:module/detail/:id"
          element={
            <ModuleMenu>
              <Suspense fallback={null}>
                <RecordDetailPage />
              </Suspense>
            </ModuleMenu>
          }
        />
        {/* The union's own profile pages (services/organisation/union-profile), before the module routes: /myunion/company is corpration's. */}
        <Route
          path="/myunion/info"
          element={
            <RequireMenu code="myunion">
              <Suspense fallback={null}>
                <UnionInfoPage />
              </Suspense>
            </RequireMenu>
          }
        />
        <Route
          path="/myunion/infos/committee"
          element={
            <RequireMenu code="myunion">
              <Suspense fallback={null}>
                <CommitteePage />
              </Suspense>
            </RequireMenu>
          }
        />
        <Route
          path="/myunion/company"
          element={
            <RequireMenu code="myunion">
              <Suspense fallback={null}>
                <CompanyPage />
              </Suspense>
            </RequireMenu>
          }
        />
        {/* 请假: its own form (start-process) and detail before the module routes, which keep /desk/leave/:id for a returned request. */}
        <Route
          path="/desk/leave"
          element={
            <RequireMenu code="leave">
              <Suspense fallback={null}>
                <LeavePage />
              </Suspense>
            </RequireMenu>
          }
        />
        <Route
          path="/desk/leave/detail/:businessId"
          element={
            <RequireMenu code="leave">
              <Suspense fallback={null}>
                <LeaveDetailPage />
              </Suspense>
            </RequireMenu>
          }
        />
        {MODULE_ROUTES.map((r) => (
          <Route
            key={r.key}
            path={r.path}
            element={
              <RequireMenu code={r.key}>
                <Suspense fallback={null}>
                  <RecordFormPage moduleKey={r.key} />
                </Suspense>
              </RequireMenu>
            }
          />
        ))}
        {NOTICE_ROUTES.map(({ key, path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireMenu code={key}>
                <Suspense fallback={null}>
                  <Page moduleKey={key} />
                </Suspense>
              </RequireMenu>
            }
          />
        ))}
        <Route
          path="/myunion/companys/survey/results"
          element={
            <RequireMenu code="survey">
              <Suspense fallback={null}>
                <SurveyResultsPage />
              </Suspense>
            </RequireMenu>
          }
        />
        {/* The children modules' pages (spec section 2: the works activities, the same five pages under each category). */}
        {CHILDREN_ROUTES.map(({ entry, section, path }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={null}>
                <ChildrenRoutes entry={entry} section={section} />
              </Suspense>
            }
          />
        ))}
        {ROLL_UP_ROUTES.map((r) => (
          <Route
            key={r.key}
            path={r.path}
            element={
              <Suspense fallback={null}>
                <RollUpRoutes moduleKey={r.key} />
              </Suspense>
            }
          />
        ))}
        <Route
          path="/work"
          element={
            <RequireMenu code="work">
              <TaskListPage />
            </RequireMenu>
          }
        />
        <Route
          path="/work/readflow"
          element={
            <RequireMenu code="readflow">
              <Suspense fallback={null}>
                <ReadflowPage />
              </Suspense>
            </RequireMenu>
          }
        />
        <Route
          path="/flow"
          element={
            <RequireMenu code="flow">
              <SectionLayout code="flow" />
            </RequireMenu>
          }
        >
          <Route index element={<Navigate to="/flow/model" replace />} />
          {FLOW_ROUTES.map(({ path, menu, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireMenu code={menu}>
                  <Suspense fallback={null}>
                    <Page />
                  </Suspense>
                </RequireMenu>
              }
            />
          ))}
          <Route path="*" element={<MenuFallback />} />
        </Route>
        {/* Every account has its own settings; the sections under them come from the server's menus. */}
        <Route path="/setting" element={<SectionLayout code="setting" lead={SETTINGS_LEAD} />}>
          <Route index element={<Navigate to="/setting/index" replace />} />
          <Route path="index" element={<SettingsPage />} />
          <Route
            path="sub"
            element={
              <RequireMenu code="subaccount">
                <SubAccountPage />
              </RequireMenu>
            }
          />
          <Route path="*" element={<MenuFallback />} />
        </Route>
        <Route
          path="/system"
          element={
            <RequireMenu code="system">
              <SectionLayout code="system" />
            </RequireMenu>
          }
        >
          <Route index element={<MenuFallback />} />
          {ADMIN_ROUTES.map((r) => (
            <Route key={r.path} path={r.path} element={<RequireMenu code={r.menu}>{r.element}</RequireMenu>} />
          ))}
          <Route path="*" element={<MenuFallback />} />
        </Route>
        <Route path="*" element={<MenuFallback />} />
      </Route>
    </Routes>
  );
}
