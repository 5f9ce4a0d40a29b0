import { recordOf, touch, type Projection } from '../projection';

/** The `children` shape's events: a child added under a parent record counts on the parent's row. */
export const childrenProjection = {
  'child.added': async (db, e) => {
    await recordOf(db, e)
      .set((eb) => ({ ...touch(e), child_count: eb('child_count', '+', 1) }))
      .execute();
  },
} satisfies Projection;
