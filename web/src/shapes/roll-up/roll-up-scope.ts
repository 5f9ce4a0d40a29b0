import type { ModuleEntry } from '../../catalogue';

/** A roll-up as its pages see it: the summary module, the module it gathers, and where its pages live. */
export interface RollUpScope {
  summary: ModuleEntry;
  source: ModuleEntry;
  /** The summary's console route: the gathering page; `form/:id?` and `detail/:id` below it. */
  base: string;
  /** The summary's field holding its kind (its period field, e.g. selectionType), if it has one. */
  kindField: string | undefined;
}
