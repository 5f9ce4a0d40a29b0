import type { Lang } from '../../../catalogue';
import type { MenuRoute } from '../../../api';
import { translate } from '../../../i18n';
import { menuLabel } from './menu-label';

/** The line under a home card's title: the names of the menu's pages, never its route path. */
export function menuCardSummary(menu: MenuRoute, lang: Lang): string {
  return (menu.children ?? []).map((c) => menuLabel(c.code, c.name, lang)).join(translate(lang, 'punct.list'));
}
