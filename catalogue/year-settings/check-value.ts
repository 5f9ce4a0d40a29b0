import { YEAR_SETTINGS, type YearSettingKey, type YearSettingKind } from './keys';

/** Why a figure is refused: the rule it breaks, by its kind. */
export type YearValueProblem = 'wholeFen' | 'multiplierRange' | 'percentRange';

const CHECKS: Record<YearSettingKind, (v: number) => YearValueProblem | null> = {
  money: (v) => (Number.isSafeInteger(v) && v >= 0 ? null : 'wholeFen'),
  multiplier: (v) => (Number.isFinite(v) && v > 0 && v <= 10 && Math.round(v * 100) === v * 100 ? null : 'multiplierRange'),
  percent: (v) => (Number.isFinite(v) && v >= 0 && v <= 100 && Math.round(v * 100) === v * 100 ? null : 'percentRange'),
};

/** The problem with a figure for a setting, or null when its kind takes it (multipliers and percents to two decimals). */
export const yearValueProblem = (key: YearSettingKey, value: number): YearValueProblem | null => CHECKS[YEAR_SETTINGS[key].kind](value);
