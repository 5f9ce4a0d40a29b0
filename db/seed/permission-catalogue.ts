import {
  BUILT_IN_ROLES,
  MODULE_BUTTONS,
  modules,
  registerHasOwnMenu,
  registerPagePath,
  sendOutPages,
  type ModuleEntry,
} from '../../catalogue';
import type { ApiScopeType } from '../tables/api-scope';
import type { DataScopeType } from '../tables/data-scope';

/** The tenant of the district federation; its administrators run the platform. */
export const PLATFORM_TENANT_ID = '000000';

/** A menu of the seeded tree; `buttons` become category-2 children. */
export interface MenuSeed {
  code: string;
  name: string;
  alias: string;
  path: string;
  source?: string;
  children?: MenuSeed[];
  buttons?: { code: string; name: string; alias: string }[];
}

/** The buttons of a workflow module's screens, as `<module>_<action>`. */
function moduleButtons(module: string): NonNullable<MenuSeed['buttons']> {
  return Object.entries(MODULE_BUTTONS).map(([action, name]) => ({ code: `${module}_${action}`, name: name.zh, alias: action }));
}

/** The 问卷发放 and 问卷统计 menus of a module sending its questionnaire out, under its own menu. */
function sendOutMenus(m: ModuleEntry): MenuSeed[] {
  const pages = sendOutPages(m);
  if (!pages) return [];
  // A call for reports (`withoutQuestions`) has its campaigns only: they list who filed.
  if (!pages.results) return [{ code: `${m.key}_campaigns`, name: '报表征集', alias: `${m.key}Campaigns`, path: pages.campaigns }];
  return [
    { code: `${m.key}_campaigns`, name: '问卷发放', alias: `${m.key}Campaigns`, path: pages.campaigns },
    { code: `${m.key}_results`, name: '问卷统计', alias: `${m.key}Results`, path: pages.results },
  ];
}

/** The page of a register shown beside a module's form (survey's 覆盖企业名录), under the module's menu. */
function registerMenus(m: ModuleEntry): MenuSeed[] {
  const path = registerPagePath(m);
  if (!path || !registerHasOwnMenu(m)) return [];
  return [{ code: `${m.key}_register`, name: '名录', alias: `${m.key}Register`, path }];
}

/** A catalogue module's menu with its buttons (and its questionnaire's and register's pages), named and routed as its entry says. */
function catalogueMenu(m: ModuleEntry): MenuSeed {
  const children = [...registerMenus(m), ...sendOutMenus(m)];
  return {
    code: m.key,
    name: m.title.zh,
    alias: m.key,
    path: m.route,
    buttons: moduleButtons(m.key),
    ...(children.length ? { children } : {}),
  };
}

/** A catalogue module's menu by its key. */
function moduleMenu(key: string): MenuSeed {
  const m = modules[key];
  if (!m) throw new Error(`menu of module ${key}, which the catalogue does not have`);
  return catalogueMenu(m);
}

/** The console's menus: the top menu of the specification, the task list, account settings and administration. */
export const MENU_TREE: MenuSeed[] = [
  { code: 'home', name: '首页', alias: 'home', path: '/', source: 'home' },
  {
    code: 'myunion',
    name: '我的工会',
    alias: 'myunion',
    path: '/myunion/info',
    source: 'office',
    children: [
      {
        code: 'setup',
        name: '工会建会',
        alias: 'setup',
        path: '/setup/index',
        children: ['setup1', 'setup2', 'setup3', 'setup4'].map(moduleMenu),
      },
      // 组织管理: the changes a standing union files with its higher union (spec routes /myunion/infos/*).
      {
        code: 'infos',
        name: '组织管理',
        alias: 'infos',
        path: '/myunion/infos/committee',
        children: ['organ5', 'organ1Detail', 'organ2', 'organ3', 'organ4'].map(moduleMenu),
      },
      // 组织关系转接: transfer out (/rollout/form) and in (/rollin/form).
      {
        code: 'transfer',
        name: '组织关系转接',
        alias: 'transfer',
        path: '/rollout/form',
        children: ['tradeunionoutinfo', 'tradeunionunitinfo'].map(moduleMenu),
      },
      // 消息中心: the union's portal messages (reminders, objections to its nominees), the enterprise's and the higher union's.
      {
        code: 'messages',
        name: '消息中心',
        alias: 'messages',
        path: '/myunion/messages',
        // 核查: the nominee's higher union verifies an objection from its message (`publicity.verify`).
        buttons: [{ code: 'messages_verify', name: '异议核查', alias: 'verify' }],
      },
    ],
  },
  {
    code: 'member',
    name: '我的会员',
    alias: 'member',
    path: '/member/index',
    source: 'people',
    children: [
      { code: 'member_join', name: '会员入会', alias: 'memberJoin', path: '/member/join' },
      { code: 'member_remove', name: '会员减少', alias: 'memberRemove', path: '/member/removes' },
    ],
  },
  {
    code: 'activity',
    name: '工会活动',
    alias: 'activity',
    path: '/activity/index',
    source: 'flag',
    // The top menu is the list of the activity module (publishOnly): its buttons are the module's.
    buttons: moduleButtons('activity'),
    children: ['activityworks'].map(moduleMenu),
  },
  { code: 'train', name: '智慧培训', alias: 'train', path: '/train/index', source: 'learning' },
  { code: 'meeting', name: '工会会议', alias: 'meeting', path: '/meeting/index', source: 'calendar' },
  // 权益保障: the rights and help modules (docs/forms/group-c-rights.md), each where the catalogue has it.
  {
    code: 'protection',
    name: '权益保障',
    alias: 'protection',
    path: '/protection/index',
    source: 'shield',
    children: ['rights1', 'rights2', 'rights3', 'rights4'].filter((key) => modules[key]).map(moduleMenu),
  },
  {
    code: 'honor',
    name: '荣誉',
    alias: 'honor',
    path: '/honor/index',
    source: 'badge',
    // 荣誉成果 (spec /honor/achieve): the honours granted, read through honor2's calls (`honor2.view`, carried by 荣誉).
    // 公示管理: the federation's publicities of its rounds (`publicity.manage`); the federation's alone.
    children: [
      { code: 'honor2', name: '荣誉成果', alias: 'honor2', path: '/honor/achieve' },
      { code: 'publicity', name: '公示管理', alias: 'publicity', path: '/honor/publicity' },
    ],
  },
  { code: 'article', name: '文章投稿', alias: 'article', path: '/article/index', source: 'document' },
  {
    code: 'work',
    name: '待办任务',
    alias: 'work',
    path: '/work',
    source: 'inbox',
    // Beside the task lists: the 知会 tasks that only need acknowledging, and the leave request (the spec's sample flow).
    children: [
      { code: 'readflow', name: '知会', alias: 'readflow', path: '/work/readflow' },
      // The leave request is a catalogue module (its menu carries its buttons) started from the desk calls.
      modules.leave ? moduleMenu('leave') : { code: 'leave', name: '请假', alias: 'leave', path: '/desk/leave' },
    ],
  },
  {
    code: 'setting',
    name: '账号设置',
    alias: 'setting',
    path: '/setting/index',
    source: 'cog',
    children: [{ code: 'subaccount', name: '子账号管理', alias: 'subaccount', path: '/setting/sub' }],
  },
  // Flow models as data (docs/FLOW-MODELS.md): design, deploy and follow; administrators only.
  {
    code: 'flow',
    name: '流程管理',
    alias: 'flow',
    path: '/flow/model',
    source: 'flows',
    children: [
      { code: 'flow_model', name: '模型设计', alias: 'flowModel', path: '/flow/model' },
      { code: 'flow_manager', name: '部署管理', alias: 'flowManager', path: '/flow/manager' },
      { code: 'flow_follow', name: '流程跟踪', alias: 'flowFollow', path: '/flow/follow' },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    alias: 'system',
    path: '/system',
    source: 'settings',
    children: [
      { code: 'user', name: '用户管理', alias: 'user', path: '/system/user' },
      { code: 'role', name: '角色管理', alias: 'role', path: '/system/role' },
      { code: 'menu', name: '菜单管理', alias: 'menu', path: '/system/menu' },
      { code: 'topmenu', name: '顶部菜单', alias: 'topmenu', path: '/system/topmenu' },
      { code: 'datascope', name: '数据权限', alias: 'datascope', path: '/system/datascope' },
      { code: 'apiscope', name: '接口权限', alias: 'apiscope', path: '/system/apiscope' },
      { code: 'tenant', name: '租户管理', alias: 'tenant', path: '/system/tenant' },
      { code: 'client', name: '应用管理', alias: 'client', path: '/system/client' },
      { code: 'dept', name: '机构管理', alias: 'dept', path: '/system/dept' },
      { code: 'post', name: '岗位管理', alias: 'post', path: '/system/post' },
      { code: 'dict', name: '字典管理', alias: 'dict', path: '/system/dict' },
      { code: 'dictbiz', name: '业务字典', alias: 'dictbiz', path: '/system/dictbiz' },
      { code: 'param', name: '参数管理', alias: 'param', path: '/system/param' },
      { code: 'region', name: '行政区划', alias: 'region', path: '/system/region' },
      { code: 'guide', name: '引导进度', alias: 'guide', path: '/system/guide' },
      { code: 'questionnaire', name: '问卷设计', alias: 'questionnaire', path: '/system/questionnaire' },
      { code: 'round', name: '评选轮次', alias: 'round', path: '/system/round' },
      { code: 'workcalendar', name: '工作日历', alias: 'workcalendar', path: '/system/work-calendar' },
      { code: 'yearsetting', name: '年度标准设置', alias: 'yearsetting', path: '/system/year-setting' },
      { code: 'personaldataview', name: '个人信息查看记录', alias: 'personaldataview', path: '/system/personal-data-view' },
    ],
  },
];

/** Every menu code of a seed tree, buttons included. */
function codesOf(tree: MenuSeed[]): string[] {
  return tree.flatMap((m) => [m.code, ...(m.buttons ?? []).map((b) => b.code), ...codesOf(m.children ?? [])]);
}

/**
 * MENU_TREE with a menu (and its buttons) for every catalogue module it does not place yet, under
 * 我的工会: a new module is reachable and grantable before someone files it in the right branch.
 */
export function seededMenuTree(): MenuSeed[] {
  const placed = new Set(codesOf(MENU_TREE));
  const extra = Object.values(modules)
    .filter((m) => !placed.has(m.key))
    .map(catalogueMenu);
  if (extra.length === 0) return MENU_TREE;
  return MENU_TREE.map((m) => (m.code === 'myunion' ? { ...m, children: [...(m.children ?? []), ...extra] } : m));
}

/** The honours menu, which branch-type unions never get. */
export const HONOR_MENU_CODE = 'honor';

export interface ApiScopeSeed {
  code: string;
  name: string;
  /** Menu code, or null for the session's own calls: every logged-in account holds those (`BASELINE_API_SCOPES`). */
  menu: string | null;
  path: string;
  type: ApiScopeType;
}

const moduleScopes: ApiScopeSeed[] = Object.values(modules).flatMap((m) => [
  {
    code: `${m.key}.view`,
    name: `${m.title.zh}-查看`,
    menu: m.key,
    path: `/api/blade-crop/crop/${m.key}/ page, detail, review, downloadfile, attachment, prefill`,
    type: 1 as const,
  },
  {
    code: `${m.key}.edit`,
    name: `${m.title.zh}-办理`,
    menu: m.key,
    path: `/api/blade-crop/crop/${m.key}/ getid, save, savedraft, saveDraft, submit, update, resubmit, remove, rebackFlow, removeFlow, uploads`,
    type: 2 as const,
  },
  // A module sending its questionnaire out: its campaigns (docs/forms/group-c-survey.md, "The sender's calls").
  ...(m.sendOut
    ? [
        {
          code: `${m.key}.send`,
          name: `${m.title.zh}-${m.sendOut.withoutQuestions ? '报表征集' : '问卷发放'}`,
          menu: m.key,
          path: `/api/blade-crop/crop/${m.key}/campaign/ send, list, detail, remind, reissue, recipients, close, results, export`,
          type: 2 as const,
        },
      ]
    : []),
]);

/** Every permission code a route declares (`config.permission`), with the screen it belongs to. */
export const API_SCOPES: ApiScopeSeed[] = [
  ...moduleScopes,
  {
    code: 'flow.task',
    name: '待办任务',
    menu: 'work',
    path: '/api/blade-flow/work/ *-list, todo-count, claim-task, complete-task',
    type: 2,
  },
  { code: 'flow.history', name: '流程历史', menu: 'work', path: '/api/blade-flow/process/history-flow-list', type: 1 },
  {
    code: 'flow.readflow',
    name: '知会',
    menu: 'readflow',
    path: '/api/blade-crop/crop/readflow/ list, completeTask, completeTaskByPid',
    type: 2,
  },
  { code: 'desk.leave', name: '请假', menu: 'leave', path: '/api/blade-desk/process/leave/ start-process, detail', type: 2 },
  // Flow models, deployments and running flows: the tenant's administrators (the administrator role holds every scope).
  { code: 'flow.model', name: '模型设计', menu: 'flow_model', path: '/api/blade-flow/model/*', type: 2 },
  { code: 'flow.manager', name: '部署管理', menu: 'flow_manager', path: '/api/blade-flow/manager/*', type: 2 },
  { code: 'flow.follow', name: '流程跟踪', menu: 'flow_follow', path: '/api/blade-flow/follow/*', type: 2 },
  // With the user screens: whoever manages accounts is who can give a waiting record a reviewer.
  { code: 'flow.unassigned', name: '无审核人的任务', menu: 'user', path: '/api/blade-flow/work/unassigned-list', type: 1 },
  { code: 'system.region.view', name: '行政区划-查看', menu: null, path: '/api/blade-system/region/ lazy-tree, detail', type: 1 },
  {
    code: 'user.self',
    name: '本人信息与菜单',
    menu: null,
    path: '/api/blade-auth/oauth/ user-info, logout, clear-cache; /api/blade-system/menu/ routes, buttons, top-menu; /api/blade-user/ profile, password; /api/blade-resource/oss/endpoint/ put-file, file',
    type: 2,
  },
  {
    code: 'user.sub.manage',
    name: '子账号管理',
    menu: 'subaccount',
    path: '/api/blade-user/sub/*, /api/blade-user/cropmenu/tree',
    type: 2,
  },
  { code: 'system.guide.view', name: '引导进度-查看', menu: 'guide', path: 'guide progress of the accounts', type: 1 },
  {
    code: 'union.profile.view',
    name: '工会信息-查看',
    menu: 'myunion',
    path: '/api/blade-crop/crop/crop/ index, brief, chlist, getch; /api/blade-crop/crop/corpration/detail',
    type: 1,
  },
  {
    code: 'union.profile.edit',
    name: '工会信息-维护',
    menu: 'myunion',
    path: '/api/blade-crop/crop/crop/ baseup, chup, comup, linkup, finup; /api/blade-crop/crop/corpration/update',
    type: 2,
  },
  { code: 'union.setup.view', name: '建会进度-查看', menu: 'setup', path: '/api/blade-crop/crop/setup/detail', type: 1 },
  {
    code: 'survey.design',
    name: '问卷设计',
    menu: 'questionnaire',
    path: '/api/blade-crop/crop/survey/question-set/ list, detail, create, save-draft, publish',
    type: 2,
  },
  // Selection rounds (services/records/shapes/round): the federation keeps them; every account reads its union's places (no menu: baseline).
  { code: 'round.manage', name: '评选轮次管理', menu: 'round', path: '/api/blade-crop/crop/round/ list, detail, submit, close', type: 2 },
  { code: 'round.places', name: '评选名额-查看', menu: null, path: '/api/blade-crop/crop/round/ places, isApply', type: 1 },
  // Publicity (公示), the working-day calendar and honours (services/records/publicity, services/admin/work-calendar, services/records/honours).
  {
    code: 'publicity.manage',
    name: '评选公示管理',
    menu: 'publicity',
    path: '/api/blade-crop/crop/publicity/ list, detail, candidates, open, answer, decide, decide-round, notice, uploads, file',
    type: 2,
  },
  // 站内消息 (services/organisation/union-messages) and the higher union's verification of an objection, from its message.
  {
    code: 'union.message',
    name: '站内消息',
    menu: 'messages',
    path: '/api/blade-crop/crop/union-message/ list, unread-count, open',
    type: 1,
  },
  {
    code: 'publicity.verify',
    name: '公示异议核查',
    menu: 'messages_verify',
    path: '/api/blade-crop/crop/publicity/ objection, verify-uploads, verify',
    type: 2,
  },
  { code: 'calendar.manage', name: '工作日历管理', menu: 'workcalendar', path: '/api/blade-system/work-calendar/*', type: 2 },
  // The figures the federation sets per year (services/admin/year-settings): 低保, the relief cap, mutual-aid fees, finance's thresholds.
  { code: 'settings.year', name: '年度标准设置', menu: 'yearsetting', path: '/api/blade-system/year-setting/*', type: 2 },
  // The log of full views of personal data (PD-4): the tenant administrator's by default.
  {
    code: 'personal.audit',
    name: '个人信息查看记录',
    menu: 'personaldataview',
    path: '/api/blade-system/personal-data-view/ page',
    type: 1,
  },
  {
    code: 'honor2.view',
    name: '荣誉成果-查看',
    menu: HONOR_MENU_CODE,
    path: '/api/blade-crop/crop/honor2/ getListByType, exportList, ofUnion',
    type: 1,
  },
  { code: 'system.user.manage', name: '用户管理', menu: 'user', path: '/api/blade-user/user/*', type: 2 },
  {
    code: 'system.role.manage',
    name: '角色管理',
    menu: 'role',
    path: '/api/blade-system/role/*, /api/blade-system/menu/ grant-tree, role-tree-keys',
    type: 2,
  },
  {
    code: 'system.menu.manage',
    name: '菜单管理',
    menu: 'menu',
    path: '/api/blade-system/menu/ list, detail, tree, submit, remove',
    type: 2,
  },
  {
    code: 'system.topmenu.manage',
    name: '顶部菜单管理',
    menu: 'topmenu',
    path: '/api/blade-system/topmenu/*, /api/blade-system/menu/ grant-top-tree, top-tree-keys',
    type: 2,
  },
  { code: 'system.datascope.manage', name: '数据权限管理', menu: 'datascope', path: '/api/blade-system/data-scope/*', type: 2 },
  { code: 'system.apiscope.manage', name: '接口权限管理', menu: 'apiscope', path: '/api/blade-system/api-scope/*', type: 2 },
  { code: 'system.tenant.manage', name: '租户管理', menu: 'tenant', path: '/api/blade-system/tenant/*', type: 2 },
  { code: 'system.client.manage', name: '应用管理', menu: 'client', path: '/api/blade-system/client/*', type: 2 },
  { code: 'system.dept.manage', name: '机构管理', menu: 'dept', path: '/api/blade-system/dept/*', type: 2 },
  { code: 'system.post.manage', name: '岗位管理', menu: 'post', path: '/api/blade-system/post/*', type: 2 },
  { code: 'system.dict.manage', name: '字典管理', menu: 'dict', path: '/api/blade-system/dict/*', type: 2 },
  { code: 'system.dictbiz.manage', name: '业务字典管理', menu: 'dictbiz', path: '/api/blade-system/dict-biz/*', type: 2 },
  // Every form with a dictionary field reads its tenant's dictionaries.
  { code: 'system.dict.read', name: '字典-读取', menu: null, path: '/api/blade-system/dict-biz/dictionary', type: 1 },
  // Every form with a union picker reads the unions its data scope reaches.
  { code: 'system.union.tree', name: '工会组织树-读取', menu: null, path: '/api/blade-system/dept/union-tree', type: 1 },
];

/**
 * The API scopes every logged-in account holds whatever its roles grant: the shell's own calls
 * (user-info, menus, logout, own settings) and the region picker. Without them an account with a
 * role of menus only gets 403 before the console can show anything.
 */
export const BASELINE_API_SCOPES: readonly string[] = API_SCOPES.filter((s) => s.menu === null).map((s) => s.code);

/** Which API scopes a menu or button code carries: its screens' calls, granted with it. */
function carriedScopes(): Map<string, string[]> {
  const carried = new Map<string, string[]>();
  const add = (menu: string, scope: string) => carried.set(menu, [...(carried.get(menu) ?? []), scope]);
  const moduleScopeCodes = new Set(moduleScopes.map((s) => s.code));
  for (const m of Object.values(modules)) {
    // The list and detail pages, with the record's history; editing comes with the buttons that edit.
    add(m.key, `${m.key}.view`);
    add(m.key, 'flow.history');
    for (const b of moduleButtons(m.key)) add(b.code, b.alias === 'view' ? `${m.key}.view` : `${m.key}.edit`);
  }
  for (const s of API_SCOPES) if (s.menu !== null && !moduleScopeCodes.has(s.code)) add(s.menu, s.code);
  return carried;
}
const CARRIED = carriedScopes();

/**
 * The resource codes of the API scopes that granting `menuCodes` grants too (services/admin/system/role-routes.ts):
 * a role given a menu can call what the menu's screens call.
 */
export function apiScopesCarriedBy(menuCodes: Iterable<string>): string[] {
  const codes = new Set<string>();
  for (const menu of menuCodes) for (const code of CARRIED.get(menu) ?? []) codes.add(code);
  return [...codes];
}

/** The data scopes of the workflow records (resource `record`), narrow to wide. */
export const DATA_SCOPES: { resource: string; type: DataScopeType; name: string }[] = [
  { resource: 'record', type: 'own', name: '本人申请的记录' },
  { resource: 'record', type: 'union', name: '本单位的记录' },
  { resource: 'record', type: 'union_tree', name: '本单位及下级单位的记录' },
  { resource: 'record', type: 'tenant', name: '本租户全部记录' },
];

/** Menus and API scopes that change the whole platform: only the platform tenant's administrators get them. */
export const PLATFORM_ONLY = {
  menus: ['menu', 'datascope', 'apiscope', 'tenant', 'client', 'dict'],
  apiScopes: [
    'system.menu.manage',
    'system.datascope.manage',
    'system.apiscope.manage',
    'system.tenant.manage',
    'system.client.manage',
    'system.dict.manage',
  ],
};

/** What a default role of every tenant is granted when it is created; `all` for the administrator. */
export interface RoleSeed {
  alias: string;
  name: string;
  sort: number;
  menus: string[] | 'all';
  apiScopes: string[] | 'all';
  dataScopes: { resource: string; type: DataScopeType }[];
}

const BUSINESS_MENUS = [
  'home',
  'myunion',
  'setup',
  'infos',
  'transfer',
  'member',
  'member_join',
  'member_remove',
  'activity',
  'train',
  'meeting',
  'protection',
  'honor',
  'honor2',
  'article',
  'work',
  'readflow',
  'leave',
  'setting',
];
const SESSION_SCOPES = ['user.self', 'system.region.view', 'system.dict.read'];
/** 待办任务 and what sits beside it: task lists, flow history, 知会 (any account may be CC'd) and the leave request. */
const WORK_SCOPES = ['flow.task', 'flow.history', 'flow.readflow', 'desk.leave'];
/** The union's own profile, employer and set-up overview: every business role reads and keeps its own. */
const UNION_PROFILE_SCOPES = ['union.profile.view', 'union.profile.edit', 'union.setup.view'];
/** The honours the portal granted (honor2), in each role's data scope. */
const HONOUR_SCOPES = ['honor2.view'];

/** Module menus and buttons and API scopes of a business role: starters act on a module, the others review it. */
function moduleGrants(ident: 'corp' | 'launion' | 'federation') {
  const entries = Object.values(modules);
  const starts = (m: (typeof entries)[number]) => m.starters.includes(ident);
  // Higher unions send to unions and mobiles; an enterprise's union sends only to its records' contacts.
  const sends = (m: (typeof entries)[number]) =>
    (m.sendOut?.audiences ?? []).some((a) => (a === 'records' ? ident === 'corp' : ident !== 'corp'));
  return {
    menus: entries.flatMap((m) => [
      m.key,
      ...(starts(m) ? moduleButtons(m.key).map((b) => b.code) : [`${m.key}_view`]),
      // 问卷发放 goes with the module's sending; 问卷统计 (the answers its records gave) with its menu.
      ...sendOutMenus(m)
        .filter((menu) => sends(m) || !menu.code.endsWith('_campaigns'))
        .map((menu) => menu.code),
      // The register's page goes with the module's menu.
      ...registerMenus(m).map((menu) => menu.code),
    ]),
    apiScopes: entries.flatMap((m) => [`${m.key}.view`, ...(starts(m) ? [`${m.key}.edit`] : []), ...(sends(m) ? [`${m.key}.send`] : [])]),
  };
}

/** The pages of 系统管理 the federation keeps (their calls are its `round.manage`, `calendar.manage` and `settings.year`). */
const FEDERATION_ADMIN_MENUS = ['system', 'round', 'workcalendar', 'yearsetting'];
/** 荣誉 › 公示管理: the publicities of the rounds, the federation's only (`publicity.manage`). */
const FEDERATION_HONOUR_MENUS = ['publicity'];
/** 我的工会 › 消息中心: the portal messages of an enterprise's or a higher union's union (the federation's messages are none yet). */
const UNION_MESSAGE_MENUS = ['messages'];

export const ROLES: RoleSeed[] = [
  {
    alias: 'administrator',
    name: BUILT_IN_ROLES.administrator.zh,
    sort: 1,
    menus: 'all',
    apiScopes: 'all',
    dataScopes: [{ resource: 'record', type: 'tenant' }],
  },
  {
    alias: 'federation',
    name: BUILT_IN_ROLES.federation.zh,
    sort: 2,
    // The federation opens the selection rounds, allocates their places, keeps the working-day calendar and sets the yearly figures: those pages of 系统管理.
    menus: [...BUSINESS_MENUS, ...moduleGrants('federation').menus, ...FEDERATION_ADMIN_MENUS, ...FEDERATION_HONOUR_MENUS],
    apiScopes: [
      ...moduleGrants('federation').apiScopes,
      ...WORK_SCOPES,
      ...SESSION_SCOPES,
      ...UNION_PROFILE_SCOPES,
      ...HONOUR_SCOPES,
      'round.manage',
      'publicity.manage',
      'calendar.manage',
      'settings.year',
    ],
    dataScopes: [{ resource: 'record', type: 'tenant' }],
  },
  {
    alias: 'launion',
    name: BUILT_IN_ROLES.launion.zh,
    sort: 3,
    menus: [...BUSINESS_MENUS, ...moduleGrants('launion').menus, ...UNION_MESSAGE_MENUS, 'messages_verify'],
    apiScopes: [
      ...moduleGrants('launion').apiScopes,
      ...WORK_SCOPES,
      ...SESSION_SCOPES,
      ...UNION_PROFILE_SCOPES,
      ...HONOUR_SCOPES,
      'union.message',
      'publicity.verify',
    ],
    dataScopes: [{ resource: 'record', type: 'union_tree' }],
  },
  {
    alias: 'corp',
    name: BUILT_IN_ROLES.corp.zh,
    sort: 4,
    menus: [...BUSINESS_MENUS, 'subaccount', ...moduleGrants('corp').menus, ...UNION_MESSAGE_MENUS],
    apiScopes: [
      ...moduleGrants('corp').apiScopes,
      ...WORK_SCOPES,
      'user.sub.manage',
      ...SESSION_SCOPES,
      ...UNION_PROFILE_SCOPES,
      ...HONOUR_SCOPES,
      'union.message',
    ],
    dataScopes: [{ resource: 'record', type: 'union' }],
  },
];

/** The top menu bar of every tenant: each entry groups the menu of the same code and everything below it. */
export const TOP_MENUS: { code: string; name: string; path: string; source?: string }[] = [
  { code: 'home', name: '首页', path: '/', source: 'home' },
  { code: 'myunion', name: '我的工会', path: '/setup/index', source: 'office' },
  { code: 'member', name: '我的会员', path: '/member/index', source: 'people' },
  { code: 'activity', name: '工会活动', path: '/activity/index', source: 'flag' },
  { code: 'train', name: '智慧培训', path: '/train/index', source: 'learning' },
  { code: 'meeting', name: '工会会议', path: '/meeting/index', source: 'calendar' },
  { code: 'protection', name: '权益保障', path: '/protection/index', source: 'shield' },
  { code: 'honor', name: '荣誉', path: '/honor/index', source: 'badge' },
  { code: 'article', name: '文章投稿', path: '/article/index', source: 'document' },
  { code: 'work', name: '待办任务', path: '/work', source: 'inbox' },
  { code: 'flow', name: '流程管理', path: '/flow/model', source: 'flows' },
  { code: 'system', name: '系统管理', path: '/system', source: 'settings' },
];

/** The demo sub-accounts' menus: corp1sub was granted only the member pages. */
export const DEMO_SUB_ACCOUNT_MENUS: Record<string, string[]> = {
  corp1sub: ['member', 'member_join', 'member_remove'],
};
