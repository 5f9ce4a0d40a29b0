import type { Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import { dictionaryWordIn, type Database } from '../../../db';
import { cached } from './dictionary-cache';
import { businessScope, liveRows, SYSTEM_SCOPE, type DictionaryScope } from './dictionary-scope';

/** One option of a dictionary, as the dictionary calls answer it and the forms offer it. */
export interface DictionaryItem {
  id: string;
  /** The entry above it: the dictionary's top row for a flat dictionary. */
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  /** `system`, or `business` for an entry of the tenant's own dictionary. */
  source: 'system' | 'business';
}

/** The entries of one code in one scope, each level by sort, depth first. */
async function readEntries(db: Kysely<Database>, scope: DictionaryScope, code: string): Promise<DictionaryItem[]> {
  const rows = await liveRows(db, scope)
    .select(['id', 'parent_id', 'code', 'dict_key', 'dict_value', 'sort', 'remark'])
    .where('code', '=', code)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const childrenOf = new Map<string, typeof rows>();
  for (const r of rows) {
    const parent = r.parent_id === null ? '0' : String(r.parent_id);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), r]);
  }
  const out: DictionaryItem[] = [];
  const walk = (parentId: string) => {
    for (const r of childrenOf.get(parentId) ?? []) {
      if (r.dict_key !== null) {
        out.push({
          id: String(r.id),
          parentId,
          code: r.code,
          dictKey: r.dict_key,
          dictValue: r.dict_value,
          sort: r.sort,
          remark: r.remark ?? '',
          source: scope.table === 'dict' ? 'system' : 'business',
        });
      }
      walk(String(r.id));
    }
  };
  walk('0');
  return out;
}

/** The system dictionary `code`: what the public dictionary call answers. */
export function systemDictionaryItems(db: Kysely<Database>, code: string): Promise<DictionaryItem[]> {
  return cached(db, `system\u0000${code}`, () => readEntries(db, SYSTEM_SCOPE, code));
}

/** The tenant's own business dictionary `code`, without the system entries. */
export function businessDictionaryItems(db: Kysely<Database>, tenantId: string, code: string): Promise<DictionaryItem[]> {
  return cached(db, `business\u0000${tenantId}\u0000${code}`, () => readEntries(db, businessScope(tenantId), code));
}

/**
 * The dictionary `code` as the tenant's forms use it: the system entries, extended by the tenant's
 * business dictionary of the same code. A business entry with a system entry's key renames that
 * option for the tenant; others are added. A tenant cannot take a system option away.
 */
export async function dictionaryItems(db: Kysely<Database>, tenantId: string, code: string): Promise<DictionaryItem[]> {
  const [system, business] = await Promise.all([systemDictionaryItems(db, code), businessDictionaryItems(db, tenantId, code)]);
  if (business.length === 0) return system;
  const own = new Map(business.map((b) => [b.dictKey, b]));
  const merged = system.map((s) => own.get(s.dictKey) ?? s);
  const systemKeys = new Set(system.map((s) => s.dictKey));
  return [...merged, ...business.filter((b) => !systemKeys.has(b.dictKey))];
}

/**
 * `items` as a reader in `lang` sees them: a system entry in the portal's words for it while it keeps
 * its seeded value (`dictionaryWordIn`), a tenant's own entry as typed.
 */
export function itemsIn(lang: Lang, items: DictionaryItem[]): DictionaryItem[] {
  if (lang === 'zh') return items;
  return items.map((i) => (i.source === 'system' ? { ...i, dictValue: dictionaryWordIn(lang, i.code, i.dictKey, i.dictValue) } : i));
}

/** The label of `key` in dictionary `code` as a reader in `lang` sees it; the key itself when the dictionary has none. */
export async function dictionaryLabel(db: Kysely<Database>, tenantId: string, code: string, key: string, lang: Lang): Promise<string> {
  const items = itemsIn(lang, await dictionaryItems(db, tenantId, code));
  return items.find((i) => i.dictKey === key)?.dictValue ?? key;
}

/** The keys a `dict` field of the tenant may hold. */
export async function dictionaryKeys(db: Kysely<Database>, tenantId: string, code: string): Promise<string[]> {
  return (await dictionaryItems(db, tenantId, code)).map((i) => i.dictKey);
}

/**
 * The seam form validation reads (services/records/engine/form-input.ts): the valid keys of each code asked
 * for, as `validateForm`'s `dicts` option takes them. A code nobody defined answers no keys.
 */
export async function loadDictionaryKeys(
  db: Kysely<Database>,
  tenantId: string,
  codes: Iterable<string>,
): Promise<Record<string, string[]>> {
  const unique = [...new Set(codes)];
  const keys = await Promise.all(unique.map((code) => dictionaryKeys(db, tenantId, code)));
  return Object.fromEntries(unique.map((code, i) => [code, keys[i]!]));
}
