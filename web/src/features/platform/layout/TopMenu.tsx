import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { menuCodeOfPath, rootMenuCode, useAccess } from '../../identity/access';
import { menuLabel } from './menu-label';
import { menuHref } from './menu-href';
import './layout.css';

/** The portal's top menu under the header band: the entries the server gives this user. */
export function TopMenu() {
  const { lang } = useI18n();
  const { access } = useAccess();
  const { pathname } = useLocation();
  const menus = access?.menus ?? [];
  const here = menuCodeOfPath(pathname, menus);
  const activeRoot = here ? rootMenuCode(here, menus) : undefined;
  return (
    <nav className="top-menu" aria-label="main">
      <div className="top-menu-inner" data-testid="top-menu">
        {(access?.topMenus ?? []).map((item) => {
          const isOpen = menus.find((m) => m.code === item.code)?.isOpen ?? false;
          return (
            <Link
              key={item.id}
              to={menuHref(item.path, isOpen)}
              data-testid={`menu-${item.code}`}
              className={activeRoot === item.code ? 'top-menu-item active' : 'top-menu-item'}
            >
              {menuLabel(item.code, item.name, lang)}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
