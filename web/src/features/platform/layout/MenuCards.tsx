import { Card, H4 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { MenuRoute } from '../../../api';
import { useI18n } from '../../../i18n';
import { menuHref } from './menu-href';
import { menuCardSummary } from './menu-card-summary';
import { menuLabel } from './menu-label';

/** Server menus as cards that open them; `data-testid` is `section-item-<code>`. */
export function MenuCards({ menus }: { menus: MenuRoute[] }) {
  const { lang } = useI18n();
  return (
    <div className="card-grid">
      {menus.map((menu) => (
        <Card key={menu.id} className="module-card" elevation={1} data-testid={`section-item-${menu.code}`}>
          <H4>
            <Link to={menuHref(menu.path, menu.isOpen)}>{menuLabel(menu.code, menu.name, lang)}</Link>
          </H4>
          {menuCardSummary(menu, lang) && <p className="muted">{menuCardSummary(menu, lang)}</p>}
        </Card>
      ))}
    </div>
  );
}
