import { recordOf, touch, type Projection } from '../projection';

/** The `publishOnly` shape's events: a revision replaces the published notice. */
export const publishOnlyProjection = {
  'published.revised': async (db, e) => {
    // Readers see the corrected notice; the history keeps what was published before.
    const form = JSON.stringify(e.payload.form);
    await recordOf(db, e)
      .set({ ...touch(e), form, submitted_form: form, title: e.payload.title })
      .execute();
  },
} satisfies Projection;
