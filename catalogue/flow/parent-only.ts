import type { FlowModelDef } from '../types';

/**
 * The higher union alone reviews: changes inside a union's term (re-election steps, by-elections)
 * are approved by the union's direct higher union (《工会基层组织选举工作条例》).
 */
export const parentOnly: FlowModelDef = {
  key: 'parent-only',
  name: { zh: '上级工会审核', en: 'Parent union review' },
  stages: [
    {
      key: 'launion',
      name: { zh: '上级工会审核', en: 'Parent union review' },
      candidates: { kind: 'applicantParent' },
      dueHours: 72,
    },
  ],
};
