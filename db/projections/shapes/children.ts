import { setRecord, touch, type Projection } from '../projection';

/** The `children` shape's events: a child added under a parent record counts on the parent's row. */
export const childrenProjection = {
  'child.added': (m, e) => {
    if (m.record) setRecord(m, { ...touch(e), child_count: m.record.row.child_count + 1 });
  },
} satisfies Projection;
