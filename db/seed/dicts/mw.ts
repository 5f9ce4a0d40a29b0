// The dictionaries the model workers' forms add (docs/forms/group-a-model-workers.md, "Dictionaries"), in Chinese and English.
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
  {
    code: 'recommend_method',
    name: '推荐方式',
    items: [
      ['1', '职工代表大会讨论通过'],
      ['2', '职工大会讨论通过'],
      ['3', '职工民主推荐投票'],
      ['9', '其他'],
    ],
  },
  {
    code: 'cadre_level',
    name: '行政级别',
    items: [
      ['0', '无'],
      ['1', '科级及以下'],
      ['2', '县处级'],
      ['3', '厅局级及以上'],
    ],
  },
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
];

export const MW_DICTIONARIES_EN: Readonly<Record<string, { name: string; items: Readonly<Record<string, string>> }>> = {
  mw_title_kind: { name: 'Title proposed', items: { '1': 'Model worker', '2': 'Advanced worker' } },
  recommend_method: {
    name: 'How recommended',
    items: { '1': "Passed by the workers' congress", '2': 'Passed by the staff assembly', '3': 'Staff vote', '9': 'Other' },
  },
  cadre_level: {
    name: 'Cadre rank',
    items: { '0': 'None', '1': 'Section level or below', '2': 'County or division level', '3': 'Bureau level or above' },
  },
  honour_level: {
    name: 'Honour level',
    items: {
      '1': 'National',
      '2': 'Provincial or ministerial',
      '3': 'City',
      '4': 'District or county',
      '5': 'Street, township or park',
      '6': 'Unit',
      '9': 'Other',
    },
  },
};
