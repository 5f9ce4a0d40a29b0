import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AccessGate, RequireMenu } from '../features/identity/access';
import { LockGate } from '../features/identity/lock';
import { MODULE_DIRECTORY } from '../module-directory.gen';
import { AwardRoundsPage, ChildrenRoutes, QuestionSetBuilderPage, RegisterPage, RollUpRoutes, SendOutPage } from '../shapes';
import { lazyPage } from './lazy-page';
import { SETTINGS_LEAD } from './settings-lead';

// The pages of a signed-in account, each loaded on its first visit (lazyPage). This table is a chunk
// of its own too; it reads the modules' directory (keys, routes, names), and the catalogue itself
// loads with the module pages.
const MainLayout = lazyPage(() => import('../features/platform/layout/MainLayout').then((m) => m.MainLayout));
const SectionLayout = lazyPage(() => import('../features/platform/layout/SectionLayout').then((m) => m.SectionLayout));
const MenuFallback = lazyPage(() => import('../features/platform/layout/MenuFallback').then((m) => m.MenuFallback));
const HomePage = lazyPage(() => import('../features/platform/home/HomePage').then((m) => m.HomePage));
const SetupIndexPage = lazyPage(() => import('../features/records/setup/SetupIndexPage').then((m) => m.SetupIndexPage));
const TaskListPage = lazyPage(() => import('../features/flow/tasks/TaskListPage').then((m) => m.TaskListPage));
const SettingsPage = lazyPage(() => import('../features/identity/accounts/SettingsPage').then((m) => m.SettingsPage));
const SubAccountPage = lazyPage(() => import('../features/identity/accounts/SubAccountPage').then((m) => m.SubAccountPage));
// 系统管理: each screen its own chunk.
const UserAdminPage = lazyPage(() => import('../features/admin/system/UserAdminPage').then((m) => m.UserAdminPage));
const RoleAdminPage = lazyPage(() => import('../features/admin/system/RoleAdminPage').then((m) => m.RoleAdminPage));
const MenuAdminPage = lazyPage(() => import('../features/admin/system/MenuAdminPage').then((m) => m.MenuAdminPage));
const TopMenuAdminPage = lazyPage(() => import('../features/admin/system/TopMenuAdminPage').then((m) => m.TopMenuAdminPage));
const TenantAdminPage = lazyPage(() => import('../features/admin/system/TenantAdminPage').then((m) => m.TenantAdminPage));
const ClientAdminPage = lazyPage(() => import('../features/admin/system/ClientAdminPage').then((m) => m.ClientAdminPage));
const DeptAdminPage = lazyPage(() => import('../features/admin/system/DeptAdminPage').then((m) => m.DeptAdminPage));
const PostAdminPage = lazyPage(() => import('../features/admin/system/PostAdminPage').then((m) => m.PostAdminPage));
const RoundAdminPage = lazyPage(() => import('../features/admin/system/RoundAdminPage').then((m) => m.RoundAdminPage));
const WorkCalendarPage = lazyPage(() => import('../features/admin/system/WorkCalendarPage').then((m) => m.WorkCalendarPage));
const YearSettingsPage = lazyPage(() => import('../features/admin/system/YearSettingsPage').then((m) => m.YearSettingsPage));
const PersonalDataViewPage = lazyPage(() => import('../features/admin/system/PersonalDataViewPage').then((m) => m.PersonalDataViewPage));
const GuideAdminPage = lazyPage(() => import('../features/admin/system/GuideAdminPage').then((m) => m.GuideAdminPage));
const SystemDictionaryPage = lazyPage(() => import('../features/admin/dictionaries/DictionaryAdminPage').then((m) => m.default));
const BusinessDictionaryPage = lazyPage(() => import('../features/admin/dictionaries/BusinessDictionaryPage').then((m) => m.default));
// 我的工会 (services/organisation/union-profile).
const UnionInfoPage = lazyPage(() => import('../features/organisation/union-profile').then((m) => m.UnionInfoPage));
const CommitteePage = lazyPage(() => import('../features/organisation/union-profile').then((m) => m.CommitteePage));
const CompanyPage = lazyPage(() => import('../features/organisation/union-profile').then((m) => m.CompanyPage));
// 消息中心 (services/organisation/union-messages): the union's portal messages.
const MessagesPage = lazyPage(() => import('../features/organisation/union-messages').then((m) => m.MessagesPage));
// Every module's list, form and detail pages: adding modules and their buttons must not grow the first load.
const RecordListPage = lazyPage(() => import('../features/records/module-list').then((m) => m.RecordListPage));
const RecordFormPage = lazyPage(() => import('../features/records/module-form').then((m) => m.RecordFormPage));
const RecordDetailPage = lazyPage(() => import('../features/records/module-detail').then((m) => m.RecordDetailPage));
// 流程管理 (designer, deployments, follow), 知会 and 请假 (issue 10); the diagram library loads only where a model is drawn.
const flowAdmin = () => import('../features/flow/models');
const ModelListPage = lazyPage(() => flowAdmin().then((m) => m.ModelListPage));
const ModelDesignerPage = lazyPage(() => flowAdmin().then((m) => m.ModelDesignerPage));
const ManagerPage = lazyPage(() => flowAdmin().then((m) => m.ManagerPage));
const FollowPage = lazyPage(() => import('../features/flow/follow').then((m) => m.FollowPage));
const ProgressPage = lazyPage(() => import('../features/flow/follow').then((m) => m.ProgressPage));
const ReadflowPage = lazyPage(() => import('../features/flow/readflow').then((m) => m.ReadflowPage));
const LeavePage = lazyPage(() => import('../features/records/leave').then((m) => m.LeavePage));
const LeaveDetailPage = lazyPage(() => import('../features/records/leave').then((m) => m.LeaveDetailPage));
// 荣誉成果 (honor2): the honours granted, in the viewer's data scope.
const HonoursPage = lazyPage(() => import('../features/records/honours').then((m) => m.HonoursPage));
// 公示管理: the federation's publicities of its rounds.
const PublicityPage = lazyPage(() => import('../features/records/publicity').then((m) => m.PublicityPage));
const PublicityDetailPage = lazyPage(() => import('../features/records/publicity').then((m) => m.PublicityDetailPage));
// A read-only module's named overview (finance1's funds months).
const FundsOverviewPage = lazyPage(() => import('../features/records/funds-overview').then((m) => m.FundsOverviewPageOf));
const FLOW_ROUTES = [
  { path: 'model', menu: 'flow_model', Page: ModelListPage },
  { path: 'model/:id', menu: 'flow_model', Page: ModelDesignerPage },
  { path: 'manager', menu: 'flow_manager', Page: ManagerPage },
  { path: 'follow', menu: 'flow_follow', Page: FollowPage },
  { path: 'follow/:processInstanceId', menu: 'flow_follow', Page: ProgressPage },
];
// A module with children (the works activities) has its pages under each of its sets (its catalogue entry's `children.pages`).
const CHILDREN_ROUTES = MODULE_DIRECTORY.filter((entry) => entry.pages === 'children').flatMap((entry) =>
  (entry.sections ?? []).map((base) => ({ key: entry.key, base, path: `${base}/*` })),
);
const ROLL_UP_ROUTES = MODULE_DIRECTORY.filter((entry) => entry.pages === 'rollUp').map((entry) => ({
  key: entry.key,
  path: `${entry.route}/*`,
}));

// A module sending its questionnaire out (`sendOut`): its 问卷发放 and 问卷统计, each under its own menu.
const SEND_OUT_ROUTES = MODULE_DIRECTORY.flatMap(({ key, sendOut }) =>
  sendOut
    ? [
        { key, path: sendOut.campaigns, menu: `${key}_campaigns`, page: 'campaigns' as const },
        // A call for reports (`withoutQuestions`) has no 问卷统计: its campaigns list who filed.
        ...(sendOut.results ? [{ key, path: sendOut.results, menu: `${key}_results`, page: 'results' as const }] : []),
      ]
    : [],
);

// A module keeping a register (`register`): its page, at its route (field2, field5) or beside its form (survey's enterprises).
const REGISTER_ROUTES = MODULE_DIRECTORY.flatMap(({ key, register }) => (register ? [{ key, ...register }] : []));

// A window module (advanceSelection, recommendCapital) has one page: its kinds' rounds and the union's standing.
const WINDOW_ROUTES = MODULE_DIRECTORY.filter((entry) => entry.pages === 'window').map((entry) => ({ key: entry.key, path: entry.route }));

// A read-only module with a named overview (`overview`: finance1's funds months) has that page at its route, no form.
const OVERVIEW_ROUTES = MODULE_DIRECTORY.filter((entry) => entry.pages === 'overview').map((entry) => ({
  key: entry.key,
  path: entry.route,
}));

// Each module's own console route (setup1: /setup/setup1/form) shows the generic form; a module with
// children has pages of its own (the works activities below), and so has a notice module (`publishOnly`).
const MODULE_ROUTES = MODULE_DIRECTORY.filter((entry) => entry.pages === 'form').map((entry) => ({
  key: entry.key,
  path: `${entry.route}/:id?`,
}));
// A module whose categories have their own calls lists each at `<route>/<value>` (spec: /honor/item1/person),
// a static path that ranks before the form's `<route>/:id?`.
const CATEGORY_LIST_ROUTES = MODULE_DIRECTORY.flatMap(({ key, categoryLists }) => (categoryLists ?? []).map((c) => ({ key, ...c })));
// A notice module's route is its list (spec section 2: /activity/index/{cate?}), its detail beside it (/activity/detail/{id}).
const NOTICE_ROUTES = MODULE_DIRECTORY.flatMap(({ key, notice }) =>
  notice
    ? [
        { key, path: notice.listPattern, Page: RecordListPage },
        { key, path: notice.detailPattern, Page: RecordDetailPage },
      ]
    : [],
);

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
  { path: 'round', menu: 'round', element: <RoundAdminPage /> },
  { path: 'work-calendar', menu: 'workcalendar', element: <WorkCalendarPage /> },
  { path: 'year-setting', menu: 'yearsetting', element: <YearSettingsPage /> },
  { path: 'personal-data-view', menu: 'personaldataview', element: <PersonalDataViewPage /> },
  { path: 'guide', menu: 'guide', element: <GuideAdminPage /> },
  {
    path: 'dict',
    menu: 'dict',
    element: <SystemDictionaryPage />,
  },
  {
    path: 'dictbiz',
    menu: 'dictbiz',
    element: <BusinessDictionaryPage />,
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
 * The routes of a signed-in account (AppRoutes checks the session first): sent to /lock while the
 * screen is locked, and waiting for the user's menus; each page then needs its menu (or goes to
 * /403), and unknown paths go to /404.
 */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route
        element={
          <LockGate>
            <AccessGate>
              <MainLayout />
            </AccessGate>
          </LockGate>
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
              <RecordListPage />
            </ModuleMenu>
          }
        />
        <Route
          path="/crop/:module/form/:id?"
          element={
            <ModuleMenu>
              <RecordFormPage />
            </ModuleMenu>
          }
        />
        <Route
          path="/crop/:module/detail/:id"
          element={
            <ModuleMenu>
              <RecordDetailPage />
            </ModuleMenu>
          }
        />
        {/* The union's own profile pages (services/organisation/union-profile), before the module routes: /myunion/company is corpration's. */}
        <Route
          path="/myunion/messages"
          element={
            <RequireMenu code="messages">
              <MessagesPage />
            </RequireMenu>
          }
        />
        <Route
          path="/myunion/info"
          element={
            <RequireMenu code="myunion">
              <UnionInfoPage />
            </RequireMenu>
          }
        />
        <Route
          path="/myunion/infos/committee"
          element={
            <RequireMenu code="myunion">
              <CommitteePage />
            </RequireMenu>
          }
        />
        <Route
          path="/myunion/company"
          element={
            <RequireMenu code="myunion">
              <CompanyPage />
            </RequireMenu>
          }
        />
        {/* 请假: its own form (start-process) and detail before the module routes, which keep /desk/leave/:id for a returned request. */}
        <Route
          path="/desk/leave"
          element={
            <RequireMenu code="leave">
              <LeavePage />
            </RequireMenu>
          }
        />
        <Route
          path="/desk/leave/detail/:businessId"
          element={
            <RequireMenu code="leave">
              <LeaveDetailPage />
            </RequireMenu>
          }
        />
        <Route
          path="/honor/achieve"
          element={
            <RequireMenu code="honor2">
              <HonoursPage />
            </RequireMenu>
          }
        />
        <Route
          path="/honor/publicity"
          element={
            <RequireMenu code="publicity">
              <PublicityPage />
            </RequireMenu>
          }
        />
        <Route
          path="/honor/publicity/:id"
          element={
            <RequireMenu code="publicity">
              <PublicityDetailPage />
            </RequireMenu>
          }
        />
        {MODULE_ROUTES.map((r) => (
          <Route
            key={r.key}
            path={r.path}
            element={
              <RequireMenu code={r.key}>
                <RecordFormPage moduleKey={r.key} />
              </RequireMenu>
            }
          />
        ))}
        {CATEGORY_LIST_ROUTES.map(({ key, path, cate }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireMenu code={key}>
                <RecordListPage moduleKey={key} category={cate} />
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
                <Page moduleKey={key} />
              </RequireMenu>
            }
          />
        ))}
        {/* A module sending its questionnaire out: 问卷发放 and 问卷统计 beside its form, each behind its menu. */}
        {REGISTER_ROUTES.map(({ key, path, menu }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireMenu code={menu}>
                <Suspense fallback={null}>
                  <RegisterPage moduleKey={key} />
                </Suspense>
              </RequireMenu>
            }
          />
        ))}
        {SEND_OUT_ROUTES.map(({ key, path, menu, page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireMenu code={menu}>
                <Suspense fallback={null}>
                  <SendOutPage moduleKey={key} page={page} />
                </Suspense>
              </RequireMenu>
            }
          />
        ))}
        {/* The children modules' pages (spec section 2: the works activities, the same five pages under each category). */}
        {CHILDREN_ROUTES.map(({ key, base, path }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={null}>
                <ChildrenRoutes moduleKey={key} base={base} />
              </Suspense>
            }
          />
        ))}
        {WINDOW_ROUTES.map((r) => (
          <Route
            key={r.key}
            path={r.path}
            element={
              <Suspense fallback={null}>
                <AwardRoundsPage moduleKey={r.key} />
              </Suspense>
            }
          />
        ))}
        {OVERVIEW_ROUTES.map((r) => (
          <Route
            key={r.key}
            path={r.path}
            element={
              <RequireMenu code={r.key}>
                <FundsOverviewPage moduleKey={r.key} />
              </RequireMenu>
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
              <ReadflowPage />
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
                  <Page />
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
