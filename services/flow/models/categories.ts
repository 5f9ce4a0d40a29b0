import { modules, ownWordIn, type I18nText, type Lang } from '../../../catalogue';
import { catalogueChains } from '../../../db';

/** What a model serves: a module (its own model, stages may name its fields) or a review chain several modules share. */
export interface Category {
  key: string;
  kind: 'module' | 'chain';
  name: I18nText;
  /** The module's fields, for the stages' field permissions; none for a chain. */
  fields: { key: string; label: I18nText }[];
}

/** The module or chain `key` names, or null when it names neither. */
export function categoryOf(key: string): Category | null {
  const entry = Object.hasOwn(modules, key) ? modules[key] : undefined;
  if (entry) return { key, kind: 'module', name: entry.title, fields: entry.fields.map((f) => ({ key: f.name, label: f.label })) };
  const chain = catalogueChains().get(key);
  return chain ? { key, kind: 'chain', name: chain.name, fields: [] } : null;
}

/** The field names `validateModel` checks a model's field permissions against: a chain's models may name none. */
export const fieldNamesOf = (category: Category): string[] => category.fields.map((f) => f.key);

let chains: ReturnType<typeof catalogueChains> | undefined;

/**
 * A model's (or deployed version's) name in `lang`. The seed names each chain's model as the
 * catalogue names the chain: while it keeps that name, it follows the reader's language; a name an
 * administrator gave (a new model, a renamed one) is shown as typed.
 */
export function modelNameIn(lang: Lang, modelKey: string, stored: string): string {
  chains ??= catalogueChains();
  return ownWordIn(lang, stored, chains.get(modelKey)?.name);
}
