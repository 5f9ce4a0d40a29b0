// The review committee's make-up (finance8, docs/forms/group-d.md R-COMM and R-FEMALE): each case changes the
// module's example and names the one error it expects.
import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import { finance8 } from './finance8';
import { dictKeys as K } from './group-b-dicts';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-28' };
type Row = Record<string, unknown>;
const members = finance8.example.members as Row[];
const withMembers = (rows: Row[], femaleMembers: number | null) => ({ ...finance8.example, members: rows, femaleMembers });
const errorsOf = (form: Record<string, unknown>) => validateForm(finance8, form, submit).errors.map((e) => [e.field, e.message]);

describe('a review committee has two 副主任 at most (R-COMM)', () => {
  it('accepts the example, with one 副主任', () => {
    expect(errorsOf(withMembers(members, 40))).toEqual([]);
  });

  it('refuses a third 副主任, naming the members', () => {
    const three = members.map((m, i) => (i >= 1 && i <= 3 ? { ...m, position: K.finPosition.deputy } : m));
    expect(errorsOf(withMembers(three, 40))).toEqual([['members', '经费审查委员会组成人员中职务为“副主任”的行不能多于2行']]);
  });
});

describe('a union with women members has a woman on its review committee (R-FEMALE)', () => {
  const men = members.map((m) => ({ ...m, sex: K.sex.male }));

  it('refuses a committee of men where the union has women members', () => {
    expect(errorsOf(withMembers(men, 40))).toEqual([['members', '本会有女会员的，经费审查委员会组成人员中须至少有1行性别为“女”']]);
  });

  it('accepts a committee of men where the union has no women members', () => {
    expect(errorsOf(withMembers(men, 0))).toEqual([]);
  });

  it('does not hold a union that never gave its women members', () => {
    expect(errorsOf(withMembers(men, null))).toEqual([]);
  });
});
