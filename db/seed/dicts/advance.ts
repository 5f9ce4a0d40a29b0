import type { DictionarySeed } from '../dictionaries';

/**
 * The dictionaries of the advanced persons' and collectives' selection (docs/forms/group-a-advance.md,
 * "Dictionaries"): the nominee's category (`honour_level`, every group A honours
 * row's level, is publicity's: db/seed/dicts/publicity.ts).
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
};
