/** The works activities of spec section 2: the same five pages under each category. */
export const ACTIVITY_CATEGORIES = ['photography', 'calligraphy'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** The `works_kind` dictionary key of each category (db/seed/dictionaries.ts): an entry's `worksKind`. */
export const WORKS_KIND: Readonly<Record<ActivityCategory, string>> = { photography: '1', calligraphy: '2' };

/** The module whose entries and works these pages show. */
export const WORKS_MODULE = 'activityworks';

/** Console paths of one category's pages (`/activity/photography/...`). */
export function activityPaths(category: ActivityCategory) {
  const root = `/activity/${category}`;
  return {
    /** The union's entries. */
    list: root,
    /** The entries with the begin dialog open. */
    sign: `${root}/sign`,
    /** A work's form: a new work of `parentId`, or the work `id` to change. */
    apply: (target: { id: string } | { parentId: string }) =>
      'id' in target ? `${root}/apply/${target.id}` : `${root}/apply?parentId=${encodeURIComponent(target.parentId)}`,
    /** An entry with its works. */
    detail: (id: string) => `${root}/detail/${id}`,
    /** One work, read-only, with its history. */
    view: (id: string) => `${root}/view/${id}`,
  };
}

export type ActivityPaths = ReturnType<typeof activityPaths>;

/** True for a category the console serves. */
export function isActivityCategory(value: string | undefined): value is ActivityCategory {
  return (ACTIVITY_CATEGORIES as readonly string[]).includes(value ?? '');
}
