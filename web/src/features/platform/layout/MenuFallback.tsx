import { Navigate, useLocation } from 'react-router-dom';
import { menuAtPath, useAccess } from '../../identity/access';
import { MenuSectionPage } from './MenuSectionPage';

/**
 * Any path the console has no route for: a granted menu's own path shows that menu's section page;
 * everything else goes to /404.
 */
export function MenuFallback() {
  const { pathname } = useLocation();
  const { access } = useAccess();
  const menu = menuAtPath(pathname, access?.menus ?? []);
  if (!menu) return <Navigate to="/404" replace />;
  return <MenuSectionPage key={menu.id} menu={menu} />;
}
