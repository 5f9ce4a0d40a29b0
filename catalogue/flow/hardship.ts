import type { FlowModelDef } from '../types';

/**
 * 上级工会核实 → 帮扶中心审批: the launion visits the household (入户核实), the federation's 帮扶中心 puts
 * the case on file. rights3 has no resubmit, so each stage approves or declines with a reason, never
 * returns (HS-decline, docs/forms/group-c-rights.md "Flow models").
 */
export const hardship: FlowModelDef = {
  key: 'hardship',
  name: { zh: '上级工会核实 → 帮扶中心审批', en: 'Parent union verifies, then the help centre files' },
  stages: [
    {
      key: 'launion',
      name: { zh: '上级工会入户核实', en: 'Parent union visits and verifies' },
      candidates: { kind: 'applicantParent' },
      dueHours: 120,
      decline: true,
    },
    {
      key: 'federation',
      name: { zh: '帮扶中心建档审批', en: 'Help centre files the case' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 120,
      decline: true,
    },
  ],
};
