// Rights protection's dictionaries (docs/forms/group-c-rights.md, "Dictionaries"), in both languages:
// those seeded before the rights modules, because the federation's yearly figures are set per item of them.
import type { DictionarySeed } from '../dictionaries';

/** 互助保障项目: the mutual-aid plans, each with its own yearly fee (`tenant_year_setting` key `mutual_aid_fee`). */
export const RIGHTS_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'mutual_aid_plan',
    name: '互助保障项目',
    items: [
      ['1', '在职职工住院医疗互助保障'],
      ['2', '在职职工意外伤害互助保障'],
      ['3', '在职女职工特殊疾病互助保障'],
      ['4', '在职职工重大疾病互助保障'],
      ['9', '其他'],
    ],
  },
];

export const RIGHTS_DICTIONARIES_EN = {
  mutual_aid_plan: {
    name: 'Mutual-aid plan',
    items: {
      '1': 'In-service staff hospital care',
      '2': 'In-service staff accident cover',
      '3': "In-service women's special diseases",
      '4': 'In-service staff critical illness',
      '9': 'Other',
    },
  },
} as const;
