import { Tooltip } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { isActive, MENU_ITEMS } from './menu-items';

/** The portal's top menu under the header band. */
export function TopMenu() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <nav className="top-menu" aria-label="main">
      <div className="top-menu-inner">
        {MENU_ITEMS.map((item) =>
          item.enabled ? (
            <Link
              key={item.key}
              to={item.path}
              data-testid={`menu-${item.key}`}
              className={isActive(item, pathname) ? 'top-menu-item active' : 'top-menu-item'}
            >
              {t(item.label)}
            </Link>
          ) : (
            <Tooltip key={item.key} content={t('menu.soon')} placement="bottom">
              <span className="top-menu-item disabled" aria-disabled data-testid={`menu-${item.key}`}>
                {t(item.label)}
              </span>
            </Tooltip>
          ),
        )}
      </div>
    </nav>
  );
}
