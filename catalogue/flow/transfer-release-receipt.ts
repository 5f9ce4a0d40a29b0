import type { FlowModelDef } from '../types';

/**
 * 组织关系转接, the releasing side: the present higher union agrees to release the union (the 转接函),
 * the federation, which keeps the tree, confirms, and the receiving union confirms it takes the union
 * in (the 回执) when it is in the portal. The move takes effect with that confirmation (or on the
 * transfer date when that is later); a receiving union outside the portal confirms on paper.
 */
export const transferReleaseReceipt: FlowModelDef = {
  key: 'transfer-release-receipt',
  name: { zh: '上级工会同意转出 → 总工会审核 → 接收工会确认', en: 'Release, federation review, then the receiving union confirms' },
  stages: [
    {
      key: 'release',
      name: { zh: '上级工会同意转出', en: 'Release by the higher union' },
      candidates: { kind: 'applicantParent' },
      dueHours: 72,
    },
    {
      key: 'federation',
      name: { zh: '总工会审核', en: 'Federation review' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 120,
    },
    {
      key: 'receiver',
      name: { zh: '接收工会确认接收', en: 'Receiving union confirms' },
      candidates: { kind: 'formUnion', field: 'targetHigher' },
      dueHours: 120,
      onlyWhen: { kind: 'field', field: 'targetHigher', op: 'ne', value: '' },
    },
  ],
};
