import type { ButtonMap, GuideProgress, MenuRoute, TokenAnswer, TopMenuEntry, UserInfo } from '../../api';
import { MODULE_BUTTONS, modules } from '../../catalogue';
import type { ModuleButton } from '../../features/identity/access';

/** The seeded enterprise union account corp1 (db/seed/demo-organisation.ts), as the token endpoint answers its login. */
export const CORP1_LOGIN: TokenAnswer = {
  access_token: 'component-test-access-token',
  refresh_token: 'component-test-refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  user_id: '2005',
  account: 'corp1',
  user_name: 'corp1',
  nick_name: '智联科技工会',
  role_name: '企业工会',
  avatar: '',
  tenant_id: '000000',
  license: '',
  detail: { ident: 'corp', unionId: '1101', unionName: '北京智联科技有限公司工会委员会', isSub: false },
};

/** `oauth/user-info` for corp1. */
export const CORP1_INFO: UserInfo = {
  user_id: '2005',
  user_name: 'corp1',
  account: 'corp1',
  nick_name: '智联科技工会',
  real_name: '智联科技工会',
  avatar: '',
  oauth_id: '',
  tenant_id: '000000',
  roles: ['corp'],
  role_name: '企业工会',
  detail: { ident: 'corp', unionId: '1101', unionName: '北京智联科技有限公司工会委员会', isSub: false },
};

/** A catalogue module's menu as `menu/routes` answers it (db/seed/permission-catalogue.ts names and routes it so). */
export function moduleMenu(key: string, sort = 1): MenuRoute {
  const entry = modules[key];
  if (!entry) throw new Error(`no catalogue module ${key}`);
  return {
    id: `menu-${key}`,
    parentId: '0',
    code: key,
    name: entry.title.zh,
    alias: key,
    path: entry.route,
    source: '',
    category: 1,
    sort,
    remark: '',
    isOpen: true,
    label: entry.title.zh,
    icon: '',
    meta: { i18n: key },
    children: [],
    hasChildren: false,
  };
}

/** `menu/buttons` granting `buttons` of `module` (`setup1_add`...). */
export function moduleButtons(module: string, buttons: readonly ModuleButton[] = Object.keys(MODULE_BUTTONS) as ModuleButton[]): ButtonMap {
  return Object.fromEntries(buttons.map((b) => [`${module}_${b}`, true] as const));
}

/** `menu/top-menu`: corp1's top menu is not what component tests look at. */
export const NO_TOP_MENU: TopMenuEntry[] = [];

/** `guide/progress` of an account whose guide is done. */
export const GUIDE_DONE: GuideProgress = { uid: '2005', account: 'corp1', steps: 1, finished: true, guide1: 1 };
