import { modules, type Lang } from '../../catalogue';
import { translate, type MessageKey } from '../../i18n';
import { zh } from '../../i18n/zh';

/**
 * A server menu's name in the console's language: a module's menu is named by the module's
 * catalogue title (its card and its pages read the same), another menu by the console's own text
 * for its code when it has one (`menu.<code>`), else by the server's (Chinese) name.
 */
export function menuLabel(code: string, name: string, lang: Lang): string {
  const module = Object.hasOwn(modules, code) ? modules[code] : undefined;
  if (module) return module.title[lang];
  const key = `menu.${code}`;
  if (lang === 'zh' || !Object.hasOwn(zh, key)) return name;
  return translate(lang, key as MessageKey);
}
