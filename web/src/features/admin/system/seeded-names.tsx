import { roleNameIn } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { menuLabel, menuRowLabel } from '../../platform/layout';

// The administration grids show a seeded row's name in the reader's language while it keeps its
// seeded name; their edit forms start from the name as stored.

/** A menu or button of the menu tree. */
export function MenuRowName({ row }: { row: { code: string; name: string; alias: string; category: number } }) {
  const { lang } = useI18n();
  return <>{menuRowLabel(row, lang)}</>;
}

/** A top menu entry, named as the menu of its code. */
export function TopMenuName({ code, name }: { code: string; name: string }) {
  const { lang } = useI18n();
  return <>{menuLabel(code, name, lang)}</>;
}

/** A role: a built-in one as the portal names it. */
export function RoleName({ alias, name }: { alias: string; name: string }) {
  const { lang } = useI18n();
  return <>{roleNameIn(lang, alias, name)}</>;
}
