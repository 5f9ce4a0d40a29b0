import type { FlowModelDef } from '../types';
import { parentThenFederation } from './parent-then-federation';

/**
 * The higher union recommends (推荐), the federation decides (审定), and either may refuse for good
 * (不予推荐: `decline`, the record ends 未通过): a model-site application that does not meet the
 * round's conditions is not returned to wait, it is answered (docs/forms/group-c-field.md F-ba-deny).
 */
export const parentThenFederationDeclining: FlowModelDef = {
  key: 'parent-then-federation-declining',
  name: { zh: '上级工会推荐 → 总工会审定（可不予推荐）', en: 'Parent union recommends, federation decides (either may refuse)' },
  stages: parentThenFederation.stages.map((s) => ({ ...s, decline: true })),
};
