import type { I18nText, LedgerHeaderGroup, LedgerShare, RoundShares, SignatureItem } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { sharesOf } from './round-shares';

const t = (zh: string, en: string): I18nText => ({ zh, en });

/**
 * The signature rows under a nomination 台账 as the federation's paper sheets end (docs/forms/group-a-advance.md,
 * advanceSelection1 "Sheet"): who filled it in, the phone and who checked it; the reporting union's seal and the date.
 */
export const nominationSignatures: SignatureItem[][] = [
  ['filledBy', 'phone', 'checkedBy'],
  ['unit', 'date'],
];

/** 女: the women among the nominees (`sex`), with their share. */
export const womenShare: LedgerShare = { field: 'sex', values: [K.sex.female], label: t('女', 'Women') };

/** The structure a round's shares count (`sharesOf`): the front-line nominees and the heads of units, with their shares. */
export const structureShares = (shares: RoundShares, leader: I18nText): LedgerShare[] => [
  { field: shares.field, values: shares.frontline, label: t('一线职工', 'Front-line') },
  { field: shares.field, values: shares.leader, label: leader },
];

/** The model workers' and capital medal's categories (mw_person_type): 一线职工 (农民工 too), 企业负责人, 农民工. */
export const mwPersonShares: LedgerShare[] = [
  ...structureShares(sharesOf.mwPerson, t('企业负责人', 'Enterprise leaders')),
  { field: 'personType', values: ['4'], label: t('农民工', 'Migrant workers') },
];

/** The national medal's N-SHARES (medal_person_type), as 全总's notices count them. */
export const medalPersonShares: LedgerShare[] = [
  { field: 'personType', values: ['1'], label: t('产业工人', 'Industrial workers') },
  { field: 'personType', values: ['2', '3'], label: t('其他一线职工和专业技术人员', 'Other front-line and technical') },
  { field: 'personType', values: ['4'], label: t('科教人员', 'Science and education') },
  { field: 'personType', values: ['5'], label: t('企业负责人', 'Enterprise leaders') },
  { field: 'personType', values: ['6'], label: t('县处级干部', 'County-level officials') },
];

/** A header group of the 台账 over the named fields. */
export const headerGroup = (zh: string, en: string, fields: string[]): LedgerHeaderGroup => ({ label: t(zh, en), fields });
