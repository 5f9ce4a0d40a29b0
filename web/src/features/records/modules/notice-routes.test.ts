import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../../catalogue';
import { noticeRoutes } from './notice-routes';

const activity = modules.activity!;
/** A notice module of a one-segment route that lists no kinds. */
const news: ModuleEntry = { ...activity, key: 'news', route: '/news', categoryField: undefined };

describe('the routes of a notice module', () => {
  it('list activity’s notices at its route, optionally of one category, as spec section 2 gives them', () => {
    const r = noticeRoutes(activity);
    expect([r.list, r.listPattern]).toEqual(['/activity/index', '/activity/index/:cate?']);
  });

  it('put the detail page under the route’s parent', () => {
    const r = noticeRoutes(activity);
    expect([r.detailPattern, r.detail('42')]).toEqual(['/activity/detail/:id', '/activity/detail/42']);
  });

  it('keep the detail below a route of one segment, and have no category route when it lists no kinds', () => {
    const r = noticeRoutes(news);
    expect([r.listPattern, r.detailPattern]).toEqual(['/news', '/news/detail/:id']);
  });
});
