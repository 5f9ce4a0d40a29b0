import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import { validateForm, type ValidateOptions } from './validate-form';

// R-INDEP (docs/forms/group-d.md): the union's chair does not sit on its funds review committee.
const committee = entryOf([
  {
    name: 'members',
    kind: 'rows',
    label: { zh: '经费审查委员会组成人员', en: 'Members' },
    rules: [{ rule: 'notSittingAs', column: 'name', positions: ['1'], means: { zh: '工会主席', en: 'chair' } }],
    columns: [{ name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [] }],
  },
]);
const officers = new Map([
  ['王芳', new Set(['1'])],
  ['李明', new Set(['4'])],
]);
const opts: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21', officerPositions: officers };

describe('notSittingAs: no row names an officer in office holding one of the positions', () => {
  it('refuses the chair in office on the committee, naming the row', () => {
    const { errors } = validateForm(committee, { members: [{ name: '李明' }, { name: '王芳' }] }, opts);
    expect(errors.map((e) => [e.field, e.rule])).toEqual([['members[1].name', 'notSittingAs']]);
    expect(errors[0]!.message).toContain('王芳');
    expect(errors[0]!.message).toContain('工会主席');
  });

  it('accepts a committee member who holds no such position', () => {
    expect(validateForm(committee, { members: [{ name: '李明' }, { name: '赵明' }] }, opts).errors).toEqual([]);
  });

  it('leaves the check to the server when it gave no officers (the console)', () => {
    const { officerPositions: _o, ...console } = opts;
    expect(validateForm(committee, { members: [{ name: '王芳' }] }, console).errors).toEqual([]);
  });
});
