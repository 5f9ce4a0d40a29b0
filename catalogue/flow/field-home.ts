import type { FlowModelDef } from '../types';
import { parentThenFederation } from './parent-then-federation';

/** The 模范 levels of a 职工之家 declaration (home_level 2, 3, 4): the federation's to give or recommend. */
const MODEL_LEVELS = ['2', '3', '4'];

/**
 * A 职工之家 declaration: the higher union checks it (usually on site) and approves a home that meets
 * the standard itself; the federation decides only when a 模范 level is sought (docs/forms/group-c-field.md "Flow models").
 */
export const fieldHome: FlowModelDef = {
  key: 'field-home',
  name: { zh: '上级工会审核 →（模范）总工会审定', en: 'Parent union review, then the federation for a model level' },
  stages: parentThenFederation.stages.map((s) =>
    s.key === 'federation'
      ? {
          ...s,
          name: { zh: '总工会审定', en: 'Federation decision' },
          onlyWhen: { kind: 'field', field: 'homeLevel', op: 'in', value: MODEL_LEVELS },
        }
      : s,
  ),
};
