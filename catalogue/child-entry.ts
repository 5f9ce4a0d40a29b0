import type { ChildCall, ModuleEntry } from './types';

/**
 * A module's child record (a work under an entry) seen as an entry of its own: its fields, example,
 * title field and review, with the module's key, permissions and route. The record engine's form
 * checks, lifecycle input, actions and views then serve children unchanged. The child's own calls
 * (childsubmit, childreback, childremove, workssubmit) offer submit, resubmit, withdraw and remove.
 */
export function childEntryOf(entry: ModuleEntry): ModuleEntry {
  const child = entry.children;
  if (!child) throw new Error(`module ${entry.key} has no children`);
  return {
    key: entry.key,
    group: entry.group,
    title: child.title,
    titleField: child.titleField,
    fields: child.fields,
    flowModel: child.flowModel,
    draftTtlDays: entry.draftTtlDays,
    route: entry.route,
    starters: entry.starters,
    example: child.example,
    calls: ['submit', 'resubmit', 'rebackFlow', 'remove', 'uploads', 'detail', 'downloadfile'],
  };
}

/** The entry's fields naming the call an entry enters (`children.call`): the children shape keys entries and lists by them. */
export function childCallOf(entry: ModuleEntry): ChildCall {
  const child = entry.children;
  if (!child) throw new Error(`module ${entry.key} has no children`);
  return child.call;
}
