/** The figures the federation sets per year (`tenant_year_setting`): their keys, kinds, labels and the check of a value. */
export { YEAR_SETTINGS, YEAR_SETTING_KEYS, isYearSettingKey, type YearSettingDef, type YearSettingKey, type YearSettingKind } from './keys';
export { yearValueProblem, type YearValueProblem } from './check-value';
