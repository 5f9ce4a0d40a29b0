import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { neededYearFigures } from './year-setting-rule';
import { validateForm, type ValidateOptions } from './validate-form';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-27' };
const rights1 = modules.rights1!;
const rights2 = modules.rights2!;
const rights3 = modules.rights3!;

// The federation's figures of 2026 as the server gives them (by setting/year/item).
const yearSettings = {
  'subsistence_standard/2026/': 145000,
  'relative_hardship_multiplier/2026/': 2,
  'relief_cap/2026/': 500000,
  'mutual_aid_fee/2026/1': 3000,
};
const withFigures = { ...submit, yearSettings };

describe('a figure against the federation’s setting of the year (yearSetting)', () => {
  it('refuses an amount above the cap of the filing’s year, naming the field and the cap (RL-cap)', () => {
    const { errors } = validateForm(rights2, { ...rights2.example, amountRequested: 500100 }, withFigures);
    expect(errors).toEqual([
      { field: 'amountRequested', rule: 'yearSetting', message: '申请救助金额(元)不能大于临时救助单次上限（元）5000.00' },
    ]);
  });

  it('takes an amount at the cap', () => {
    expect(validateForm(rights2, rights2.example, withFigures).errors).toEqual([]);
  });

  it('refuses a fee other than the plan’s fee of the year (MA-fee)', () => {
    const { errors } = validateForm(rights1, { ...rights1.example, amountPerHead: 2500, totalAmount: 7500 }, withFigures);
    expect(errors).toEqual([
      { field: 'amountPerHead', rule: 'yearSetting', message: '每人缴费标准(元)须为互助保障缴费标准（元/人）30.00' },
    ]);
  });

  it('refuses 深度困难 when the income per head (worked out when left out) is above the minimum, naming the category, the figure and the limit (HS-category)', () => {
    const household = (rights3.example.household as Record<string, unknown>[]).map((r, i) =>
      i === 0 ? { ...r, annualIncome: 15000000 } : r,
    );
    const form = { ...rights3.example, household, annualIncome: undefined, perHeadMonthly: undefined };
    const { errors } = validateForm(rights3, form, withFigures);
    expect(errors).toEqual([
      {
        field: 'category',
        rule: 'yearSetting',
        message: '困难类别不符合认定标准：家庭月人均收入(元)2116.67高于最低生活保障标准（元/人·月）1450.00（深度困难时）',
      },
    ]);
  });

  it('takes 相对困难 for the same household, at most twice the minimum', () => {
    const household = (rights3.example.household as Record<string, unknown>[]).map((r, i) =>
      i === 0 ? { ...r, annualIncome: 15000000 } : r,
    );
    const form = { ...rights3.example, category: '2', household, annualIncome: undefined, perHeadMonthly: undefined };
    expect(validateForm(rights3, form, withFigures).errors).toEqual([]);
  });

  it('refuses 相对困难 above twice the minimum, naming the multiple', () => {
    const household = (rights3.example.household as Record<string, unknown>[]).map((r, i) =>
      i === 0 ? { ...r, annualIncome: 20000000 } : r,
    );
    const form = { ...rights3.example, category: '2', household, annualIncome: undefined, perHeadMonthly: undefined };
    expect(validateForm(rights3, form, withFigures).errors.map((e) => e.message)).toEqual([
      '困难类别不符合认定标准：家庭月人均收入(元)3158.33高于最低生活保障标准（元/人·月）的2倍2900.00（相对困难时）',
    ]);
  });

  it('is left to the server where the console has no figures', () => {
    expect(validateForm(rights2, { ...rights2.example, amountRequested: 900000 }, submit).errors).toEqual([]);
  });

  it('names the figures a form needs: the setting of its year and item, the multiplier, the server-filled minimum', () => {
    expect(neededYearFigures(rights1.fields, rights1.example, '2026-11-27')).toEqual([
      { setting: 'mutual_aid_fee', year: 2026, item: '1' },
    ]);
    expect(neededYearFigures(rights3.fields, rights3.example, '2027-01-05')).toEqual([
      { setting: 'subsistence_standard', year: 2027, item: '' },
      { setting: 'relative_hardship_multiplier', year: 2027, item: '' },
    ]);
  });
});
