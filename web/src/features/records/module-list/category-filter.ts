import type { ModuleEntry } from '../../../catalogue';
import { hasCategory } from '../modules';

/** The filter of the page call a notice module's category route (`/activity/index/{cate}`) sets; none without one. */
export function categoryFilter(entry: ModuleEntry, cate: string | undefined): Record<string, string> {
  // The page call names the filter `category`, whichever field holds it (`categoryField`).
  return cate && hasCategory(entry) ? { category: cate } : {};
}
