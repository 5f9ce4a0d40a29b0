import type { FlowModelDef } from '../types';

/** An urgent case (a limitation ending within 7 days: LA-urgent) is due in 24 hours at every stage. */
const URGENT = { field: 'urgent', equals: ['1'], hours: 24 };

/**
 * 上级工会初审 → 法律援助中心决定 (docs/forms/group-c-rights.md "Flow models"): the launion checks
 * membership and the facts in 48 hours; the federation's 职工法律援助中心 decides in 7 days (《法律援助法》
 * 第四十三条) and may decline with its reasons in writing (LA-decide, LA-refer).
 */
export const legalAid: FlowModelDef = {
  key: 'legal-aid',
  name: { zh: '上级工会初审 → 法律援助中心决定', en: 'Parent union check, then the legal-aid centre decides' },
  stages: [
    {
      key: 'launion',
      name: { zh: '上级工会初审', en: 'Parent union check' },
      candidates: { kind: 'applicantParent' },
      dueHours: 48,
      dueHoursWhen: URGENT,
    },
    {
      key: 'federation',
      name: { zh: '法律援助中心审查决定', en: 'Legal-aid centre decision' },
      candidates: { kind: 'role', role: 'federation' },
      dueHours: 168,
      dueHoursWhen: URGENT,
      decline: true,
    },
  ],
};
