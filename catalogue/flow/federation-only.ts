import type { FlowModelDef } from '../types';

/**
 * The federation alone reviews: what a higher union sends upward itself (a selection summary) is
 * reviewed by the district federation's selection office.
 */
export const federationOnly: FlowModelDef = {
  key: 'federation-only',
  name: { zh: '总工会审核', en: 'Federation review' },
  stages: [
    {
      key: 'federation',
      name: { zh: '总工会审核', en: 'Federation review' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 120,
    },
  ],
};
