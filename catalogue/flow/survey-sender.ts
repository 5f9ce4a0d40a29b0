import type { FlowModelDef } from '../types';

/**
 * The union that sent the survey reviews the answer (docs/forms/group-d.md "Flow models"): an audit
 * answer is reviewed by whoever asked, the higher union's 经费审查委员会 (《工会法》第四十五条).
 */
export const surveySender: FlowModelDef = {
  key: 'survey-sender',
  name: { zh: '调查发起单位审核', en: 'Review by the sender of the survey' },
  stages: [
    {
      key: 'sender',
      name: { zh: '调查发起单位审核', en: 'Review by the sender of the survey' },
      candidates: { kind: 'formUnion', field: 'surveyUnion' },
      dueHours: 120,
    },
  ],
};
