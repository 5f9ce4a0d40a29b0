import type { Lang } from '../../catalogue';
import { translate, type MessageKey } from '../../i18n';
import { zh } from '../../i18n/zh';

/**
 * A server menu's name in the console's language: the console's own text for its code when it
 * has one (`menu.<code>`), the server's (Chinese) name otherwise.
 */
export function menuLabel(code: string, name: string, lang: Lang): string {
  const key = `menu.${code}`;
  if (lang === 'zh' || !Object.hasOwn(zh, key)) return name;
  return translate(lang, key as MessageKey);
}
