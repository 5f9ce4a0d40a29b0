import type { Lang } from '../catalogue';
import { getStore, setStore } from '../lib/storage';

// Read outside React too: the API client sends Accept-Language and translates its own messages.
let current: Lang = getStore<Lang>('language') === 'en' ? 'en' : 'zh';

/** The language the console speaks now. */
export function getLang(): Lang {
  return current;
}

/** Switches the language and remembers it. */
export function saveLang(lang: Lang): void {
  current = lang;
  setStore('language', lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}
