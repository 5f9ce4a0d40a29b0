import type { ModuleEntry } from '../../../../catalogue';
import type { ActivityCategory, ActivityPaths } from './activity-paths';

/** What every page of a works activity works on: the module, its children seen as a module, and the category's paths. */
export interface WorksScope {
  /** The parent module (`activityworks`): its entries. */
  entry: ModuleEntry;
  /** The children as a module: the works' fields, title and review. */
  child: ModuleEntry;
  category: ActivityCategory;
  paths: ActivityPaths;
}
