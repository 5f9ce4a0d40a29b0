import type { DictionarySeed } from '../dictionaries';

/**
 * The dictionaries of publicity (公示) and honours (docs/forms/group-a-model-workers.md "Dictionaries",
 * group-a.md "One vocabulary": `honour_level` is one code for every group A honours row and honour record).
 */
export const PUBLICITY_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'honour_level',
    name: '荣誉级别',
    items: [
      ['1', '国家级'],
      ['2', '省部级'],
      ['3', '市级'],
      ['4', '区县级'],
      ['5', '街道(乡镇)、园区级'],
      ['6', '单位级'],
      ['9', '其他'],
    ],
  },
  {
    code: 'objection_outcome',
    name: '异议核查结论',
    items: [
      ['1', '反映属实'],
      ['2', '部分属实'],
      ['3', '反映不属实'],
    ],
  },
  {
    code: 'publicity_outcome',
    name: '表彰结果',
    items: [
      ['1', '授予'],
      ['2', '不予授予'],
      ['3', '撤回推荐'],
    ],
  },
];

export const PUBLICITY_DICTIONARIES_EN: Readonly<Record<string, { name: string; items: Readonly<Record<string, string>> }>> = {
  honour_level: {
    name: 'Honour level',
    items: {
      '1': 'National',
      '2': 'Provincial or ministerial',
      '3': 'City',
      '4': 'District or county',
      '5': 'Street, township or park',
      '6': 'Workplace',
      '9': 'Other',
    },
  },
  objection_outcome: { name: 'Finding on an objection', items: { '1': 'Upheld', '2': 'Partly upheld', '3': 'Not upheld' } },
  publicity_outcome: { name: 'Outcome of the decision', items: { '1': 'Granted', '2': 'Not granted', '3': 'Nomination withdrawn' } },
};
