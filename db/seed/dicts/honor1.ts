import type { DictionarySeed } from '../dictionaries';

/**
 * honor1's dictionaries (docs/forms/group-a-nation-innovation-honours.md, "Dictionaries"): the
 * honours a union applies for (`honour_level`, the one level code of every group A honours row and
 * honour record, is publicity's: db/seed/dicts/publicity.ts).
 */
export const HONOR1_DICTIONARIES: readonly DictionarySeed[] = [
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
  union_honour_person: {
    name: 'Union honour (individual)',
    items: { '1': 'Outstanding union worker', '2': 'Outstanding union activist' },
  },
  union_honour_team: {
    name: 'Union honour (collective)',
    items: { '1': 'Model staff home', '2': 'Model staff small home', '3': 'Advanced grassroots union' },
  },
};
