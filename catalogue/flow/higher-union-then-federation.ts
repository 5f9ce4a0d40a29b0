import type { FlowModelDef } from '../types';

/**
 * A new grassroots union: the higher union the form names approves it (《工会法》第十二条: 经上一级工会
 * 批准) and takes it in, then the federation, which keeps the tree, confirms.
 */
export const higherUnionThenFederation: FlowModelDef = {
  key: 'higher-union-then-federation',
  name: { zh: '上级工会审批 → 总工会审核', en: 'Higher union approval, then federation review' },
  stages: [
    {
      key: 'higher',
      name: { zh: '上级工会审批', en: 'Higher union approval' },
      candidates: { kind: 'formUnion', field: 'higherUnion' },
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
