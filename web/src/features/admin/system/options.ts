import type { Lang } from '../../../catalogue';
import { translate, type MessageKey } from '../../../i18n';
import type { TreeOption } from '../../../api';
import type { FieldOption } from '../../platform/crud';

const keyed = (lang: Lang, entries: readonly (readonly [string, MessageKey])[]): FieldOption[] =>
  entries.map(([value, key]) => ({ value, label: translate(lang, key) }));

/** The kinds of account: enterprise union, higher-level union, federation reviewer, administrator. */
export const identOptions = (lang: Lang) =>
  keyed(lang, [
    ['corp', 'ident.corp'],
    ['launion', 'ident.launion'],
    ['federation', 'ident.federation'],
    ['admin', 'ident.admin'],
  ]);

/** Post categories 1 to 4. */
export const postCategoryOptions = (lang: Lang) =>
  keyed(lang, [
    ['1', 'post.category1'],
    ['2', 'post.category2'],
    ['3', 'post.category3'],
    ['4', 'post.category4'],
  ]);

/** The grant types a client may be allowed. */
export const GRANT_TYPE_OPTIONS: FieldOption[] = ['captcha', 'password', 'refresh_token', 'smscode', 'social'].map((v) => ({
  value: v,
  label: v,
}));

/** A tree as select options, children indented under their parents. */
export function treeSelectOptions(tree: readonly TreeOption[], depth = 0, exclude?: string): FieldOption[] {
  return tree
    .filter((n) => n.id !== exclude)
    .flatMap((n) => [
      { value: n.id, label: `${'　'.repeat(depth)}${n.title}` },
      ...treeSelectOptions(n.children ?? [], depth + 1, exclude),
    ]);
}

/** Rows of a nested list (roles, departments, menus) as tree options. */
export function rowsAsTree<T extends { id: string; parentId: string; children?: T[] }>(
  rows: readonly T[],
  title: (row: T) => string,
): TreeOption[] {
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    title: title(r),
    key: r.id,
    value: r.id,
    children: rowsAsTree(r.children ?? [], title),
  }));
}

/** Every row of a nested list, flat. */
export function flatRows<T extends { children?: T[] }>(rows: readonly T[]): T[] {
  return rows.flatMap((r) => [r, ...flatRows(r.children ?? [])]);
}
