import type { FlowModelDef } from '../types';

/**
 * 上级工会核实 → 总工会审批 (大额): the launion verifies a relief and decides a small one; a relief asking
 * more than ¥2,000 goes on to the federation (RL-route, docs/forms/group-c-rights.md "Flow models"). The
 * deciding stage sets 核定金额: the launion may, the federation must (`requiredOnApprove`).
 */
export const relief: FlowModelDef = {
  key: 'relief',
  name: { zh: '上级工会核实 → 总工会审批(大额)', en: 'Parent union verifies, the federation decides larger sums' },
  stages: [
    {
      key: 'launion',
      name: { zh: '上级工会核实', en: 'Parent union verifies' },
      candidates: { kind: 'applicantParent' },
      dueHours: 48,
      fields: { editable: ['approvedAmount'] },
    },
    {
      key: 'federation',
      name: { zh: '总工会审批', en: 'Federation decides' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 72,
      onlyWhen: { kind: 'amount', field: 'amountRequested', op: 'gt', value: 200000 },
      fields: { editable: ['approvedAmount'], requiredOnApprove: ['approvedAmount'] },
    },
  ],
};
