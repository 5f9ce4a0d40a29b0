import type { DictionarySeed } from '../dictionaries';

/**
 * The dictionaries of the advanced persons' and collectives' selection (docs/forms/group-a-advance.md,
 * "Dictionaries"): the nominee's category, and `honour_level` for every honours row and honour
 * record of group A (docs/forms/group-a.md, "One vocabulary").
 */
export const ADVANCE_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'advance_person_type',
    name: '先进个人人员类别',
    remark: '一线职工下限与单位负责人上限按批次设定',
    items: [
      ['1', '一线职工'],
      ['2', '专业技术人员'],
      ['3', '经营管理人员'],
      ['4', '单位负责人', '企业负责人、处级以上干部'],
      ['5', '工会工作者'],
    ],
  },
  {
    code: 'honour_level',
    name: '荣誉级别',
    items: [
      ['1', '国家级'],
      ['2', '省部级'],
      ['3', '市级', '地市级'],
      ['4', '区县级'],
      ['5', '街道(乡镇)、园区级'],
      ['6', '单位级'],
      ['9', '其他'],
    ],
  },
];

/** Their English, by code. */
export const ADVANCE_DICTIONARIES_EN: Readonly<Record<string, { name: string; items: Readonly<Record<string, string>> }>> = {
  advance_person_type: {
    name: 'Category of an advanced individual',
    items: {
      '1': 'Front-line worker',
      '2': 'Professional or technical staff',
      '3': 'Manager',
      '4': 'Head of the unit',
      '5': 'Union officer',
    },
  },
  honour_level: {
    name: 'Level of an honour',
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
