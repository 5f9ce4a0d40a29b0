import { describe, expect, it } from 'vitest';
import { entryOf } from '../fields/fields-test-entry';
import { validateForm, type ValidateOptions } from './validate-form';

// R-INDEP (docs/forms/group-d.md): the union's chair, its vice-chair in charge of finances and its finance
// staff do not sit on its funds review committee.
const committee = entryOf([
  {
    name: 'members',
    kind: 'rows',
    label: { zh: '经费审查委员会组成人员', en: 'Members' },
    rules: [
      {
        rule: 'notSittingAs',
        column: 'name',
        positions: [
          { key: '1', means: { zh: '工会主席', en: 'chair' } },
          { key: '13', means: { zh: '分管财务副主席', en: 'vice-chair in charge of finances' } },
          { key: '15', means: { zh: '会计', en: 'accountant' } },
        ],
      },
    ],
    columns: [{ name: 'name', kind: 'text', label: { zh: '姓名', en: 'Name' }, rules: [] }],
  },
]);
const officers = new Map([
  ['王芳', new Set(['1'])],
  ['李明', new Set(['4'])],
  ['陈静', new Set(['4', '13'])],
  ['周敏', new Set(['15'])],
]);
const opts: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21', officerPositions: officers };

describe('notSittingAs: no row names an officer in office holding one of the positions', () => {
  it('refuses the chair in office on the committee, naming the row', () => {
    const { errors } = validateForm(committee, { members: [{ name: '李明' }, { name: '王芳' }] }, opts);
    expect(errors.map((e) => [e.field, e.rule])).toEqual([['members[1].name', 'notSittingAs']]);
    expect(errors[0]!.message).toContain('王芳');
    expect(errors[0]!.message).toContain('工会主席');
  });

  it('refuses the vice-chair in charge of finances, naming the post they hold beside another', () => {
    const { errors } = validateForm(committee, { members: [{ name: '陈静' }] }, opts);
    expect(errors.map((e) => [e.field, e.rule])).toEqual([['members[0].name', 'notSittingAs']]);
    expect(errors[0]!.message).toBe('经费审查委员会组成人员第1行姓名“陈静”现任本会分管财务副主席，不得担任');
  });

  it('refuses the union’s accountant, in the reader’s language', () => {
    const { errors } = validateForm(committee, { members: [{ name: '周敏' }] }, { ...opts, lang: 'en' });
    expect(errors[0]!.message).toContain('accountant');
  });

  it('accepts a committee member who holds no such position', () => {
    expect(validateForm(committee, { members: [{ name: '李明' }, { name: '赵明' }] }, opts).errors).toEqual([]);
  });

  it('leaves the check to the server when it gave no officers (the console)', () => {
    const { officerPositions: _o, ...console } = opts;
    expect(validateForm(committee, { members: [{ name: '王芳' }] }, console).errors).toEqual([]);
  });
});
