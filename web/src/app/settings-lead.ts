import type { MenuRoute } from '../api';

/**
 * The first entry of the settings section: the account's own profile, which every user has,
 * whether or not the server granted the 账号设置 menu (a sub-account keeps its own password).
 */
export const SETTINGS_LEAD: MenuRoute[] = [
  {
    id: 'setting-index',
    parentId: '0',
    code: 'setting',
    name: '账号设置',
    alias: 'setting',
    path: '/setting/index',
    source: 'cog',
    category: 1,
    sort: 0,
    remark: '',
    isOpen: false,
    label: '账号设置',
    icon: 'cog',
    meta: { i18n: 'setting' },
    children: [],
    hasChildren: false,
  },
];
