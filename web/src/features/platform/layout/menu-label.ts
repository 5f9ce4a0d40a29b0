import { MODULE_BUTTONS, ownWordIn, type I18nText, type Lang } from '../../../catalogue';
import { translate, type MessageKey } from '../../../i18n';
import { zh } from '../../../i18n/zh';
import { MODULE_DIRECTORY } from '../../../module-directory.gen';

const MODULE_TITLES = new Map(MODULE_DIRECTORY.map((entry) => [entry.key, entry.title]));
/** A `sendOut` module's 问卷发放 and 问卷统计 menus (`<module>_campaigns`, `<module>_results`), named alike for every module. */
const SEND_OUT_MENUS = new Map<string, string>(
  MODULE_DIRECTORY.flatMap((entry): [string, string][] =>
    entry.sendOut
      ? [
          // A call for reports (`withoutQuestions`): its campaigns only (报表征集).
          [`${entry.key}_campaigns`, entry.sendOut.results ? 'menu.sendOutCampaigns' : 'menu.sendOutCalls'],
          ...(entry.sendOut.results ? [[`${entry.key}_results`, 'menu.sendOutResults'] as [string, string]] : []),
        ]
      : [],
  ),
);
/** A register's page beside its module's form (`<module>_register`: survey's 名录), named alike for every module. */
for (const entry of MODULE_DIRECTORY)
  if (entry.register && entry.register.menu !== entry.key) SEND_OUT_MENUS.set(entry.register.menu, 'menu.registerPage');

/**
 * The name the portal gave the menu `code`: the console's text for it (`menu.<code>`), else the
 * title of the catalogue module of that key (its menu is seeded with it).
 */
function ownName(code: string): I18nText | undefined {
  const key = SEND_OUT_MENUS.get(code) ?? `menu.${code}`;
  if (Object.hasOwn(zh, key)) return { zh: translate('zh', key as MessageKey), en: translate('en', key as MessageKey) };
  return MODULE_TITLES.get(code);
}

/**
 * A server menu's name in the console's language: the portal's own name for its code while the
 * menu keeps it as seeded; a name an administrator typed (a renamed or new menu) as typed.
 */
export function menuLabel(code: string, name: string, lang: Lang): string {
  return ownWordIn(lang, name, ownName(code));
}

/**
 * A row of the menu tree (菜单管理): a menu by `menuLabel`; a button by the portal's name for its code
 * where it has one of its own (`menu.<code>`: 异议核查), else by the portal's word for a module button's alias.
 */
export function menuRowLabel(row: { code: string; name: string; alias: string; category: number }, lang: Lang): string {
  if (row.category === 1) return menuLabel(row.code, row.name, lang);
  return ownWordIn(
    lang,
    row.name,
    ownName(row.code) ?? (Object.hasOwn(MODULE_BUTTONS, row.alias) ? MODULE_BUTTONS[row.alias as keyof typeof MODULE_BUTTONS] : undefined),
  );
}
