// The dictionaries the model workers' forms add (docs/forms/group-a-model-workers.md, "Dictionaries"), in Chinese and English; `recommend_method`, `cadre_level` (capital's) and `honour_level` (publicity's) are seeded once by their first owners.
import type { DictionarySeed } from '../dictionaries';

export const MW_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'mw_title_kind',
    name: '推荐称号',
    items: [
      ['1', '劳动模范'],
      ['2', '先进工作者'],
    ],
  },
];

export const MW_DICTIONARIES_EN: Readonly<Record<string, { name: string; items: Readonly<Record<string, string>> }>> = {
  mw_title_kind: { name: 'Title proposed', items: { '1': 'Model worker', '2': 'Advanced worker' } },
};
