import { Menu, MenuItem } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuRoute } from '../../../api';
import { useI18n } from '../../../i18n';
import { menuHref } from './menu-href';
import { menuLabel } from './menu-label';
import './layout.css';

/** Props of `SideMenu`. */
export interface SideMenuProps {
  /** The section's own menu first, then its children, as the server granted them. */
  items: MenuRoute[];
}

/** The left-hand menu of a section (系统管理, 账号设置): one entry per granted menu. */
export function SideMenu({ items }: SideMenuProps) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu className="side-menu" data-testid="section-nav">
      {items.map((item) => (
        <MenuItem
          key={item.id}
          text={menuLabel(item.code, item.name, lang)}
          active={pathname === item.path}
          data-testid={`side-${item.code}`}
          onClick={() => navigate(menuHref(item.path, item.isOpen))}
        />
      ))}
    </Menu>
  );
}
