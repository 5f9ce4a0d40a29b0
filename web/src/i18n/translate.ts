import type { Lang } from '../catalogue';
import { en } from './en';
import { zh, type MessageKey } from './zh';

const texts: Record<Lang, Record<MessageKey, string>> = { zh, en };

/** Values filled into `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;

/** The text of `key` in `lang`, placeholders filled. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const text = texts[lang][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
