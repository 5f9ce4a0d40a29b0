import type { Lang } from '../../../catalogue';
import { useI18n } from '../../../i18n';

/** A screen's own words: each key in every language. */
export type TextTable<K extends string> = Readonly<Record<K, Readonly<Record<Lang, string>>>>;

/** Values filled into `{name}` placeholders. */
export type TextVars = Record<string, string | number>;

/** The text function of one table in the current language. */
export type TextOf<K extends string> = (key: K, vars?: TextVars) => string;

/** `key` of `table` in `lang`, `{name}` placeholders filled; a key with no text (made up at run time) shows as itself. */
export function tableText<K extends string>(table: TextTable<K>, lang: Lang, key: K, vars: TextVars = {}): string {
  let text: string = (table as Partial<Record<string, Readonly<Record<Lang, string>>>>)[key]?.[lang] ?? key;
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** The text function of `table` in the current language. */
export function useTableText<K extends string>(table: TextTable<K>): TextOf<K> {
  const { lang } = useI18n();
  return (key, vars) => tableText(table, lang, key, vars);
}
