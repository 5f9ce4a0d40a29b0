import type { ModuleEntry } from '../types';
import { advanceCall, nominationBase } from './advance-parts';

/**
 * 先进评选申报开放状态 (class g, k): no form and no review of its own; its one call, `isApply`, tells
 * a union what it may file now in the federation's rounds of advanced persons and collectives
 * (advanceSelection1, 2, 3: one round per kind, docs/forms/group-a-advance.md, advanceSelection).
 * The rounds themselves are the federation's, kept through the round calls (系统管理 › 评选轮次).
 */
export const advanceSelection: ModuleEntry = {
  ...nominationBase,
  key: 'advanceSelection',
  title: { zh: '先进评选申报开放状态', en: 'Advanced selection: filing open' },
  titleField: 'year',
  route: '/honor/advanced',
  calls: [],
  // The awardRounds shape answers the union's standing in the round of each kind, one item each (as recommendCapital's isApply).
  awardRounds: { isApply: ['advanceSelection1', 'advanceSelection2', 'advanceSelection3'] },
  extraCalls: [
    {
      ...advanceCall(
        'advanceSelection',
        'isApply',
        'GET',
        '本单位当前可申报的先进类别',
        'Which kinds of advanced nomination the union may file now',
      ),
      servedBy: 'awardRounds',
    },
  ],
  fields: [],
  example: {},
};
