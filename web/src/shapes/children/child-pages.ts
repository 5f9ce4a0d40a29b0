import type { ChildCategory, ModuleEntry } from '../../catalogue';

/** One set of a children module's pages: under `base`, for one category of its calls or for all of them. */
export interface ChildSection {
  base: string;
  category?: ChildCategory;
}

/**
 * The sets of pages of a children module, read off its catalogue entry (`children.pages`): one per
 * category (`/activity/photography`, `/activity/calligraphy`), or one under the module's route.
 */
export function childSections(entry: ModuleEntry): ChildSection[] {
  const pages = entry.children?.pages;
  if (!pages) return [{ base: entry.route }];
  return pages.categories.map((category) => ({ base: `${pages.root}/${category.key}`, category }));
}

/** Console paths of one set of pages (`/activity/photography/...`). */
export function childPaths(base: string) {
  return {
    /** The union's entries. */
    list: base,
    /** The entries with the begin dialog open. */
    sign: `${base}/sign`,
    /** A child's form: a new child of `parentId`, or the child `id` to change. */
    apply: (target: { id: string } | { parentId: string }) =>
      'id' in target ? `${base}/apply/${target.id}` : `${base}/apply?parentId=${encodeURIComponent(target.parentId)}`,
    /** An entry with its children. */
    detail: (id: string) => `${base}/detail/${id}`,
    /** One child, read-only, with its history. */
    view: (id: string) => `${base}/view/${id}`,
  };
}

export type ChildPaths = ReturnType<typeof childPaths>;
