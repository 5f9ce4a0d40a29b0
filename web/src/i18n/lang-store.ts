import type { Lang } from '../catalogue';
import { getStore, setStore } from '../lib/storage';

// Read outside React too: the API client sends Accept-Language and translates its own messages.
let current: Lang = getStore<Lang>('language') === 'en' ? 'en' : 'zh';
/** The page says which language it is in (screen readers, the browser's translation offer). */
const declare = (lang: Lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
};
// A console opened in English (the choice kept from before) says so from the start, not only after a switch.
declare(current);

/** The language the console speaks now. */
export function getLang(): Lang {
  return current;
}

/** Switches the language and remembers it. */
export function saveLang(lang: Lang): void {
  current = lang;
  setStore('language', lang);
  declare(lang);
}
