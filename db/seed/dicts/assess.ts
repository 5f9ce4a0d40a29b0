// The assessments' own dictionaries (docs/forms/group-a-assessments.md, "Dictionaries"), in both languages.
import type { DictionarySeed } from '../dictionaries';

export const ASSESS_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'talent_kind',
    name: '创新人才类别',
    items: [
      ['1', '技能人才(工匠)'],
      ['2', '技术创新人才'],
      ['3', '发明人'],
      ['4', '创新工作室带头人'],
      ['9', '其他'],
    ],
  },
];

export const ASSESS_DICTIONARIES_EN = {
  talent_kind: {
    name: 'Kind of innovative talent',
    items: {
      '1': 'Skilled craftsman',
      '2': 'Technical innovator',
      '3': 'Inventor',
      '4': 'Innovation studio leader',
      '9': 'Other',
    },
  },
} as const;
