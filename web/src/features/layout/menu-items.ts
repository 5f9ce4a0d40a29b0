import type { MessageKey } from '../../i18n';

/** One entry of the top menu; entries without a page yet are shown disabled. */
export interface MenuItemDef {
  key: string;
  label: MessageKey;
  path: string;
  enabled: boolean;
  /** Paths that also light the entry up. */
  also?: string[];
  /** Hidden for branch-type unions (the user detail does not say so yet). */
  hiddenForBranch?: boolean;
}

export const MENU_ITEMS: readonly MenuItemDef[] = [
  { key: 'home', label: 'menu.home', path: '/', enabled: true },
  { key: 'setup', label: 'menu.setup', path: '/setup/index', enabled: true, also: ['/setup/', '/crop/'] },
  { key: 'member', label: 'menu.member', path: '/member/index', enabled: false },
  { key: 'activity', label: 'menu.activity', path: '/activity/index', enabled: false },
  { key: 'train', label: 'menu.train', path: '/train/index', enabled: false },
  { key: 'meeting', label: 'menu.meeting', path: '/meeting/index', enabled: false },
  { key: 'protection', label: 'menu.protection', path: '/protection/index', enabled: false },
  { key: 'honor', label: 'menu.honor', path: '/honor/index', enabled: false, hiddenForBranch: true },
  { key: 'article', label: 'menu.article', path: '/article/index', enabled: false },
  { key: 'work', label: 'menu.work', path: '/work', enabled: true },
];

/** True when `item` is the entry of `pathname`. */
export function isActive(item: MenuItemDef, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(`${item.path}/`) || (item.also ?? []).some((p) => pathname.startsWith(p));
}
