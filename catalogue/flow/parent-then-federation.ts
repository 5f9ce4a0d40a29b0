import type { FlowModelDef } from '../types';

/** The usual review path: the applicant's parent higher-level union, then the district federation. */
export const parentThenFederation: FlowModelDef = {
  key: 'parent-then-federation',
  name: { zh: '上级工会审核 → 总工会审核', en: 'Parent union review, then federation review' },
  stages: [
    {
      key: 'launion',
      name: { zh: '上级工会审核', en: 'Parent union review' },
      candidates: { kind: 'applicantParent' },
      dueHours: 72,
    },
    {
      key: 'federation',
      name: { zh: '总工会审核', en: 'Federation review' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 120,
    },
  ],
};
