import type { FlowModelDef } from '../types';
import { parentThenFederation } from './parent-then-federation';

/**
 * The higher union checks a request for goods, then the federation, which holds the goods, sets the
 * quantity it issues per line: its stage edits the request's `items` (their approved quantities).
 */
export const parentThenFederationIssues: FlowModelDef = {
  key: 'parent-then-federation-issues',
  name: { zh: '上级工会审核 → 总工会核定', en: 'Parent union review, then the federation sets what it issues' },
  stages: parentThenFederation.stages.map((s) => (s.key === 'federation' ? { ...s, fields: { editable: ['items'] } } : s)),
};
