import type { ModuleEntry } from '../../catalogue';
import type { ChildPaths, ChildSection } from './child-pages';

/** What every page of a children module works on: the module, its children seen as a module, and the set of pages' category and paths. */
export interface WorksScope {
  /** The parent module (`activityworks`): its entries. */
  entry: ModuleEntry;
  /** The children as a module: the works' fields, title and review. */
  child: ModuleEntry;
  section: ChildSection;
  paths: ChildPaths;
}
