import type { FlowModelDef } from '../types';

/**
 * A transfer in: the receiving higher union named in the form (not the applicant's old parent)
 * checks the release letter and the certificate, then the federation confirms the move in the tree.
 */
export const receivingUnionThenFederation: FlowModelDef = {
  key: 'receiving-union-then-federation',
  name: { zh: '接收工会审核 → 总工会审核', en: 'Receiving union review, then federation review' },
  stages: [
    {
      key: 'receiver',
      name: { zh: '接收工会审核', en: 'Receiving union review' },
      candidates: { kind: 'formUnion', field: 'newHigher' },
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
