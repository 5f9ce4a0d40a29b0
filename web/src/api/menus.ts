import { request } from './http';
import type { ButtonMap, MenuRoute, TopMenuEntry } from './identity-types';

/** The caller's own menus: what the console shows comes from here, per user. */
export const menus = {
  routes: () => request<MenuRoute[]>('/api/blade-system/menu/routes', { silent: true }),
  buttons: () => request<ButtonMap>('/api/blade-system/menu/buttons', { silent: true }),
  topMenu: () => request<TopMenuEntry[]>('/api/blade-system/menu/top-menu', { silent: true }),
};
