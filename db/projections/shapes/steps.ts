import { setRecord, touch, type Projection } from '../projection';

/** The `steps` shape's events: an approved step that was not the last makes the record a draft of the next one. */
export const stepsProjection = {
  'step.approved': (m, e) => {
    setRecord(m, {
      ...touch(e),
      state: 'draft',
      step: e.payload.next,
      stage: 0,
      stage_name: '',
      open_task_id: null,
      reviewer_acted: false,
    });
  },
} satisfies Projection;
