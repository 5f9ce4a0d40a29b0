import { Card, NonIdealState } from '@blueprintjs/core';
import type { MenuRoute } from '../../../api';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { MenuCards } from './MenuCards';
import { menuLabel } from './menu-label';
import { PageHeader } from './PageHeader';

/**
 * A granted menu the console has no page of its own for: its sub-menus as cards, or a note that
 * the service opens later. The server decides what is listed.
 */
export function MenuSectionPage({ menu }: { menu: MenuRoute }) {
  const { t, lang } = useI18n();
  const title = menuLabel(menu.code, menu.name, lang);
  usePageTitle(title);
  const children = menu.children ?? [];
  return (
    <div className="page" data-testid={`section-${menu.code}`}>
      <PageHeader title={title} />
      {children.length === 0 ? (
        <Card>
          <NonIdealState icon="time" title={t('menu.soon')} description={t('menu.soonHint')} />
        </Card>
      ) : (
        <MenuCards menus={children} />
      )}
    </div>
  );
}
