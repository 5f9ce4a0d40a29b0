import {
  menus as menuApi,
  account,
  userInfo,
  type ButtonMap,
  type GuideProgress,
  type MenuRoute,
  type TopMenuEntry,
  type UserInfo,
} from '../../../api';
import { flattenMenus } from './menu-paths';

/** What the server lets the logged-in user see and press. */
export interface Access {
  /** `menu/routes`: the menu tree. */
  routes: MenuRoute[];
  /** The same menus, flat. */
  menus: MenuRoute[];
  menuCodes: ReadonlySet<string>;
  topMenus: TopMenuEntry[];
  /** `menu/buttons`: the permission map. */
  buttons: ButtonMap;
  /** The guide progress, when the account has guide steps (corp 1, launion 22). */
  guide: GuideProgress | undefined;
  info: UserInfo;
}

/** After login (and on every start of the console): user info, menus, buttons, top menu and guide. */
export async function loadAccess(): Promise<Access> {
  const [info, routes, buttons, topMenus, guide] = await Promise.all([
    userInfo(),
    menuApi.routes(),
    menuApi.buttons(),
    menuApi.topMenu(),
    account.guide().catch(() => undefined),
  ]);
  const menus = flattenMenus(routes);
  return { routes, menus, menuCodes: new Set(menus.map((m) => m.code)), topMenus, buttons, guide, info };
}

/** The buttons a workflow module's roles may be granted. */
export type ModuleButton = 'add' | 'edit' | 'delete' | 'submit' | 'withdraw' | 'cancel' | 'view';

/** The code of a workflow module's button: `setup1_add`, `setup1_submit`. */
export function moduleButton(module: string, action: ModuleButton): string {
  return `${module}_${action}`;
}
