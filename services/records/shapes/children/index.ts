/** The `children` shape: a module's records (entries) with child records of their own lifecycle (works). */
import type { ChildrenDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { childCounts } from './child-counts';
import { childrenRoutes } from './child-routes';
import { childrenProjection } from '../../../../db';

export const childrenShape: RecordShape<ChildrenDef> = {
  name: 'children',
  option: (entry) => entry.children,
  // begin, childlist, childsubmit ... (child-routes.ts), in a scope of their own: the author's code has its rate limit.
  routes: (entry) => childrenRoutes(entry),
  // Each parent row carries its children counted by state, of those the viewer may see.
  rowParts: async (app, request, _entry, ids) => {
    const counts = await childCounts(app, request, ids);
    return new Map([...counts].map(([id, c]) => [id, { children: c }]));
  },
  // `child.added` counts the parent's children.
  projection: childrenProjection,
};
