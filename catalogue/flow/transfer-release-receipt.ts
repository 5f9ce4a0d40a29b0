import type { FlowModelDef } from '../types';
import { parentThenFederation } from './parent-then-federation';

/**
 * 组织关系转接, the releasing side: the present higher union agrees to release the union (the 转接函)
 * and the federation, which keeps the tree, confirms (the usual path, parent-then-federation), then
 * the receiving union confirms it takes the union in (the 回执) when it is in the portal. The move
 * takes effect with that confirmation (or on the transfer date when that is later); a receiving union
 * outside the portal confirms on paper.
 */
export const transferReleaseReceipt: FlowModelDef = {
  key: 'transfer-release-receipt',
  name: { zh: '上级工会同意转出 → 总工会审核 → 接收工会确认', en: 'Release, federation review, then the receiving union confirms' },
  stages: [
    {
      ...parentThenFederation.stages[0]!,
      key: 'release',
      name: { zh: '上级工会同意转出', en: 'Release by the higher union' },
    },
    parentThenFederation.stages[1]!,
    {
      key: 'receiver',
      name: { zh: '接收工会确认接收', en: 'Receiving union confirms' },
      candidates: { kind: 'formUnion', field: 'targetHigher' },
      dueHours: 120,
      onlyWhen: { kind: 'field', field: 'targetHigher', op: 'ne', value: '' },
    },
  ],
};
