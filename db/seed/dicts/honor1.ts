import type { DictionarySeed } from '../dictionaries';

/**
 * honor1's dictionaries (docs/forms/group-a-nation-innovation-honours.md, "Dictionaries"): the
 * honours a union applies for, and `honour_level`, the one level code of every honours row and
 * honour record of group A (docs/forms/group-a.md, "One vocabulary"; the other group A parts read
 * the same code: one definition stays at the merge).
 */
export const HONOR1_DICTIONARIES: readonly DictionarySeed[] = [
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
    code: 'union_honour_person',
    name: '工会荣誉(个人)',
    items: [
      ['1', '优秀工会工作者'],
      ['2', '优秀工会积极分子'],
    ],
  },
  {
    code: 'union_honour_team',
    name: '工会荣誉(集体)',
    items: [
      ['1', '模范职工之家'],
      ['2', '模范职工小家'],
      ['3', '先进基层工会'],
    ],
  },
];

/** Their English (`DICTIONARIES_EN`). */
export const HONOR1_DICTIONARIES_EN: Readonly<Record<string, { name: string; items: Readonly<Record<string, string>> }>> = {
  honour_level: {
    name: 'Level of honour',
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
  union_honour_person: {
    name: 'Union honour (individual)',
    items: { '1': 'Outstanding union worker', '2': 'Outstanding union activist' },
  },
  union_honour_team: {
    name: 'Union honour (collective)',
    items: { '1': 'Model staff home', '2': 'Model staff small home', '3': 'Advanced grassroots union' },
  },
};
