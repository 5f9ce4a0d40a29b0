import { federationOnly } from '../flow/federation-only';
import type { ModuleEntry } from '../types';

/**
 * 首都劳动奖推荐开放状态 (class g, k): whether the capital awards' rounds are open, for the three award
 * modules at once (docs/forms/group-a-model-workers.md, recommendCapital). It files nothing: its one
 * call, `isApply`, answers from the rounds the federation opens (系统管理 › 评选轮次), one item per award.
 */
export const recommendCapital: ModuleEntry = {
  key: 'recommendCapital',
  group: 'A',
  title: { zh: '首都劳动奖推荐开放状态', en: 'Capital awards nomination window' },
  titleField: 'title',
  route: '/honor/capital',
  starters: ['corp'],
  draftTtlDays: 60,
  // No record is filed; a flow model is every entry's (the engine's reads serve it).
  flowModel: federationOnly,
  calls: [],
  awardRounds: { isApply: ['recommendCapital1', 'recommendCapital2', 'recommendCapital3'] },
  extraCalls: [
    {
      method: 'GET',
      path: '/api/blade-crop/crop/recommendCapital/isApply',
      summary: { zh: '首都劳动奖章、奖状、工人先锋号当前能否推荐', en: 'Whether the union may nominate for each capital award now' },
      permission: 'view',
      servedBy: 'awardRounds',
    },
  ],
  fields: [],
  example: {},
};
