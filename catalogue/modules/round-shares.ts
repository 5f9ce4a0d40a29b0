import type { RoundShares } from '../types';

/**
 * The nominee categories a round's structure shares count (一线职工 at least, 单位负责人 at most), one
 * per category dictionary: the 全总 and 市总 notices set both figures per round; these say which of
 * each dictionary's keys they mean.
 */
export const sharesOf = {
  /** mw_person_type: 一线职工 and 农民工 are front-line (as the summary's 一线职工 count), 企业负责人 leads. */
  mwPerson: { field: 'personType', frontline: ['1', '4'], leader: ['3'] },
  /** advance_person_type: 一线职工; 单位负责人. */
  advancePerson: { field: 'personType', frontline: ['1'], leader: ['4'] },
  /** medal_person_type: 产业工人 and 其他一线职工; 企业负责人 and 县处级干部. */
  medalPerson: { field: 'personType', frontline: ['1', '2'], leader: ['5', '6'] },
} as const satisfies Record<string, RoundShares>;
