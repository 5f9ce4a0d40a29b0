import { setRecord, touch, type Projection } from '../projection';

/** The `publishOnly` shape's events: a revision replaces the published notice. */
export const publishOnlyProjection = {
  'published.revised': (m, e) => {
    // Readers see the corrected notice; the history keeps what was published before.
    setRecord(m, { ...touch(e), form: e.payload.form, submitted_form: e.payload.form, title: e.payload.title });
  },
} satisfies Projection;
