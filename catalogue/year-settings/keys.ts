import type { I18nText } from '../types';

/**
 * How a federation's yearly figure is written: `money` in fen (a whole number ≥ 0), `multiplier` a
 * factor above 0 and at most 10 (相对困难 is 2 × 低保), `percent` 0 to 100.
 */
export type YearSettingKind = 'money' | 'multiplier' | 'percent';

export interface YearSettingDef {
  kind: YearSettingKind;
  label: I18nText;
  /** A figure set per item of a dictionary (the mutual-aid fee per plan); the others have one figure a year. */
  perItemOf?: string;
  /** Why the portal reads it, in one line (shown under the figure on the console page). */
  usedBy: I18nText;
}

/**
 * The figures the federation sets per year (`tenant_year_setting`, docs/forms/group-c.md "Figures the
 * federation sets per year"): the one list of their keys, kinds and labels. Figures per round stay in
 * the round (field3apply's `standards`).
 */
export const YEAR_SETTINGS = {
  subsistence_standard: {
    kind: 'money',
    label: { zh: '最低生活保障标准（元/人·月）', en: 'Subsistence minimum (yuan a person a month)' },
    usedBy: { zh: '困难职工建档：深度困难、相对困难的认定', en: 'Hardship files: the deep and relative hardship tests' },
  },
  relative_hardship_multiplier: {
    kind: 'multiplier',
    label: { zh: '相对困难倍数', en: 'Relative hardship multiplier' },
    usedBy: {
      zh: '相对困难：人均月收入不高于低保标准的倍数',
      en: 'Relative hardship: income per head at most this many times the minimum',
    },
  },
  relief_cap: {
    kind: 'money',
    label: { zh: '临时救助单次上限（元）', en: 'Relief cap per case (yuan)' },
    usedBy: { zh: '临时救助申请金额上限', en: 'The most a relief request may ask' },
  },
  relief_federation_above: {
    kind: 'money',
    label: { zh: '临时救助报总工会审批金额（元）', en: 'Relief decided by the federation above (yuan)' },
    usedBy: { zh: '超过此金额的临时救助由总工会审批', en: 'A relief above this is decided by the federation' },
  },
  mutual_aid_fee: {
    kind: 'money',
    label: { zh: '互助保障缴费标准（元/人）', en: 'Mutual-aid fee (yuan a head)' },
    perItemOf: 'mutual_aid_plan',
    usedBy: { zh: '互助保障申报：每人缴费金额，按保障项目', en: 'Mutual-aid enrolment: the fee per head, by plan' },
  },
  line_change_threshold_percent: {
    kind: 'percent',
    label: { zh: '预算调整标记比例（%）', en: 'Line change marked above (%)' },
    usedBy: { zh: '经费收支：变动超过此比例的科目行被标记', en: 'Union finance: a line that changes by more is marked' },
  },
  grassroots_share_percent: {
    kind: 'percent',
    label: { zh: '基层工会经费留成比例（%）', en: 'Grassroots share of the funds (%)' },
    usedBy: { zh: '经费收支：基层工会留成的工会经费比例', en: 'Union finance: the share of the 2 % funds the grassroots union keeps' },
  },
} as const satisfies Record<string, YearSettingDef>;

export type YearSettingKey = keyof typeof YEAR_SETTINGS;

export const YEAR_SETTING_KEYS = Object.keys(YEAR_SETTINGS) as YearSettingKey[];

export const isYearSettingKey = (key: string): key is YearSettingKey => Object.hasOwn(YEAR_SETTINGS, key);
