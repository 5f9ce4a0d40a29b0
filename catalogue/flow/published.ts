import type { FlowModelDef } from '../types';

/**
 * No review: a record a higher union or an administrator publishes (`publishOnly`) is approved, that
 * is published, as it is sent. The workflow approves a submission of a flow model without stages.
 */
export const publishedWithoutReview: FlowModelDef = {
  key: 'published',
  name: { zh: '直接发布(无需审核)', en: 'Published without review' },
  stages: [],
};
