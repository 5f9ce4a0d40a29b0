import type { ModuleEntry } from '../../../catalogue';

/** Whether the entry lists its records by kind (`categoryField`, activity's `category`): the list of one kind is `<route>/<value>`. */
export function hasCategory(entry: ModuleEntry): boolean {
  return entry.categoryField !== undefined;
}

/**
 * A notice module's (`publishOnly`) console routes from its own route, as spec section 2 gives
 * activity's: the list at the route (`/activity/index`), optionally of one category below it
 * (`index/{cate?}`, where the entry has a category field), and the detail page under the route's
 * parent (`/activity/detail/{id}`); a route of one segment keeps its detail below itself.
 */
export function noticeRoutes(entry: ModuleEntry) {
  const list = entry.route;
  const parent = list.slice(0, list.lastIndexOf('/')) || list;
  return {
    list,
    listPattern: hasCategory(entry) ? `${list}/:cate?` : list,
    detailPattern: `${parent}/detail/:id`,
    detail: (id: string) => `${parent}/detail/${id}`,
  };
}
