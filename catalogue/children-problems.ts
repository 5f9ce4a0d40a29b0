import type { ModuleEntry } from './types';

/**
 * What is wrong with a module's `children` option, each problem naming its path (none: it may be
 * served). The shape reads the fields the option names as they stand (the call an entry enters,
 * the category its pages preset, the child's title and confirming mobile), so each must be a field:
 * of the entry, or of the child.
 */
export function childrenProblems(entry: ModuleEntry): string[] {
  const children = entry.children;
  if (!children) return [];
  const own = new Set(entry.fields.map((f) => f.name));
  const childs = new Set(children.fields.map((f) => f.name));
  const named: [path: string, field: string | undefined, of: ReadonlySet<string>, whose: string][] = [
    ['children.call.idField', children.call.idField, own, 'the entry'],
    ['children.call.nameField', children.call.nameField, own, 'the entry'],
    ['children.pages.categoryField', children.pages?.categoryField, own, 'the entry'],
    ['children.titleField', children.titleField, childs, 'a child'],
    ['children.confirmField', children.confirmField, childs, 'a child'],
  ];
  return named
    .filter(([, field, of]) => field !== undefined && !of.has(field))
    .map(([path, field, , whose]) => `${entry.key}.${path}: ${field} is not a field of ${whose}`);
}
