/** The menu calls: the caller's menus and buttons, the grant trees, the menu administration. */
export { menuRoutes } from './menu-routes';
