import type { Lang } from '../catalogue';
import { zh, type MessageKey } from './zh';

// Chinese is the default and comes with the first load; the English table is a chunk of its own,
// fetched when English is chosen (`loadTexts`, before the switch shows it) or the console opens in it.
const texts: Partial<Record<Lang, Record<MessageKey, string>>> = { zh };
const loaders: Record<Lang, () => Promise<Record<MessageKey, string>>> = {
  zh: () => Promise.resolve(zh),
  en: () => import('./en').then((m) => m.en),
};

/** Fetches `lang`'s table once; `translate` answers in it from then on. */
export async function loadTexts(lang: Lang): Promise<void> {
  texts[lang] ??= await loaders[lang]();
}

/** Values filled into `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;

/** The text of `key` in `lang`, placeholders filled; in Chinese while `lang`'s table is not loaded yet. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const text = (texts[lang] ?? zh)[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
