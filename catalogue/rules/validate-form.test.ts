import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { validateForm, type ValidateOptions } from './validate-form';

const setup1 = modules.setup1!;
const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };
const draft: ValidateOptions = { ...submit, mode: 'draft' };

describe('the set-up request form', () => {
  it('accepts the catalogue example', () => {
    expect(validateForm(setup1, setup1.example, submit).errors).toEqual([]);
  });

  it('requires every required field on submit, with the field and rule named', () => {
    const result = validateForm(setup1, {}, submit);
    expect(result.ok).toBe(false);
    expect(result.errors.find((e) => e.field === 'unionName')).toEqual({
      field: 'unionName',
      rule: 'required',
      message: '请填写拟成立工会名称',
    });
  });

  it('lets a draft leave required fields empty', () => {
    expect(validateForm(setup1, { unionName: '某某公司工会' }, draft).ok).toBe(true);
  });

  it('checks the format of what a draft fills in', () => {
    expect(validateForm(setup1, { leaderMobile: '1380013800' }, draft).errors[0]?.rule).toBe('mobile');
  });

  it('turns numeric strings into numbers and refuses fractions', () => {
    expect(validateForm(setup1, { ...setup1.example, employeeCount: '120' }, submit).value.employeeCount).toBe(120);
    expect(validateForm(setup1, { ...setup1.example, employeeCount: 12.5 }, submit).errors[0]).toMatchObject({
      field: 'employeeCount',
      rule: 'integer',
    });
  });

  it('refuses more planned members than employees', () => {
    const result = validateForm(setup1, { ...setup1.example, employeeCount: 10, plannedMembers: 11, femaleEmployeeCount: 1 }, submit);
    expect(result.errors).toEqual([{ field: 'plannedMembers', rule: 'notAbove', message: '拟发展会员人数不能大于职工人数' }]);
  });

  it('refuses a founding date in the past and a date that does not exist', () => {
    expect(validateForm(setup1, { ...setup1.example, plannedFoundingDate: '2026-11-20' }, submit).errors[0]?.rule).toBe('notBeforeToday');
    expect(validateForm(setup1, { ...setup1.example, plannedFoundingDate: '2027-02-30' }, submit).errors[0]?.rule).toBe('date');
  });

  it('refuses fields the form does not have', () => {
    expect(validateForm(setup1, { ...setup1.example, state: 'approved' }, submit).errors).toEqual([
      { field: 'state', rule: 'unknown', message: '表单中没有字段state' },
    ]);
  });

  it('refuses a region outside the known tree when the tree is given', () => {
    const regions = new Set(['110108011']);
    expect(validateForm(setup1, setup1.example, { ...submit, regions }).ok).toBe(true);
    expect(validateForm(setup1, { ...setup1.example, regionCode: '110108099' }, { ...submit, regions }).errors[0]?.rule).toBe('region');
  });

  it('speaks English when asked', () => {
    expect(validateForm(setup1, { ...setup1.example, leaderMobile: 'x' }, { ...submit, lang: 'en' }).errors[0]?.message).toBe(
      'Mobile phone is not a valid mobile number',
    );
  });

  it('counts length in characters, not bytes', () => {
    expect(validateForm(setup1, { ...setup1.example, legalRepresentative: '张'.repeat(30) }, submit).ok).toBe(true);
    expect(validateForm(setup1, { ...setup1.example, legalRepresentative: '张'.repeat(31) }, submit).errors[0]?.rule).toBe('maxLength');
  });

  it('accepts only attachment ids as attachments', () => {
    expect(validateForm(setup1, { ...setup1.example, attachments: ['123', 'abc'] }, submit).errors[0]?.rule).toBe('attachments');
  });
});
