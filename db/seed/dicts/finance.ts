// Union finance's own dictionaries (docs/forms/group-d.md, "Dictionaries"), in both languages.
import { UNION_ACCOUNT_SUBJECT_DICT, UNION_ACCOUNT_SUBJECTS } from '../../../catalogue';
import type { DictionarySeed } from '../dictionaries';

/**
 * 工会会计科目: the chart the lines' checks name lines by (catalogue/fields/lines), so the seed and the
 * messages never disagree. Nested by code: a 5-digit detail subject is under the 3-digit subject it starts with.
 */
export const FINANCE_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: UNION_ACCOUNT_SUBJECT_DICT,
    name: '工会会计科目',
    remark: '科目编码：1资产、2负债、3净资产、4收入、5支出；五位编码为其前三位科目的明细科目',
    items: UNION_ACCOUNT_SUBJECTS.map(([code, zh]) => [code, zh] as const),
  },
  // The key is the grassroots union's share of the 2 % funds in per cent, as the rule R-SHARE reads it.
  {
    code: 'funds_share_rule',
    name: '经费分成方式',
    remark: '键值为基层工会留成百分比：全总规定基层工会留成60%、上解40%；小微企业工会经费全额返还为全总2019年起的政策（待核对）',
    items: [
      ['60', '按比例留成（基层工会60%）'],
      ['100', '小微企业全额返还（100%）'],
    ],
  },
];

export const FINANCE_DICTIONARIES_EN = {
  [UNION_ACCOUNT_SUBJECT_DICT]: {
    name: 'Union accounting subject',
    items: Object.fromEntries(UNION_ACCOUNT_SUBJECTS.map(([code, , en]) => [code, en])),
  },
  funds_share_rule: {
    name: 'Funds share',
    items: { '60': 'Grassroots share (60 %)', '100': 'Small and micro enterprise, full return' },
  },
} as const;
