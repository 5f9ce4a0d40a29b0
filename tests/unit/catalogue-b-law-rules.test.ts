// The set-up, funds and name rules of docs/forms/group-b.md, one case per row of its table: the
// table is read from the document, so a rule without a case, or a case without its row (and its
// source), fails here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computedFigure, modules, nameKey, validateForm, type ValidateOptions } from '../../catalogue';
import { dictKeys as K } from '../../catalogue/modules/group-b-dicts';
import { seededSubmit } from './catalogue-b-support';

const doc = readFileSync(resolve(__dirname, '../../docs/forms/group-b.md'), 'utf8');

interface DocRule {
  id: string;
  modules: string[];
  fields: string[];
  checked: string;
  source: string;
}

/** The rows of the table under `heading`: one rule each, by its id. */
function docRules(heading: string): DocRule[] {
  const start = doc.indexOf(`\n## ${heading}`);
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  // The table runs from its header to the first line that is not a row.
  const lines = section.slice(section.indexOf('\n| id ') + 1).split('\n');
  return lines
    .slice(
      2,
      lines.findIndex((line) => !line.startsWith('|')),
    )
    .map((line) => line.split('|').map((c) => c.trim()))
    .map(([, id, module, field, , checked, source]) => ({
      id: id!,
      modules: module!.split(',').map((m) => m.trim()),
      fields: field!.split('/'),
      checked: checked!,
      source: source!,
    }));
}

const rows = docRules('Set-up, funds and name rules');

/** One module's case of a rule: a change of its example that breaks the rule, and one that keeps it. */
interface Case {
  module: string;
  /** The error's field (a path) and rule. */
  field: string;
  rule: string;
  breaks: Record<string, unknown>;
  keeps: Record<string, unknown>;
  /** What the server gives the check beyond the seeded lists (the tree's names). */
  given?: Partial<ValidateOptions>;
}

const joint = { setupMode: K.setupMode.joint, plannedMembers: 20, unionName: '中关村创新大厦联合工会委员会' };
const organiser = { setupMode: K.setupMode.organiser, plannedMembers: 8, unionName: '北京星光咖啡有限公司工会' };
const prepGroup = modules.setup1!.example.prepGroup as Record<string, unknown>[];
/** The tree holds a union of this name (written with a space, as a register may write it). */
const taken = { takenUnionNames: new Set([nameKey('北京星河数据有限公司 工会委员会')]) };
const takenName = '北京星河数据有限公司工会委员会';

const CASES: Record<string, Case[]> = {
  'funds-two-percent': [
    { module: 'setup4', field: 'dueMonthly', rule: 'computed', breaks: { dueMonthly: 1800000 }, keeps: { dueMonthly: 3600000 } },
  ],
  'funds-own-account': [
    {
      module: 'setup4',
      field: 'accountName',
      rule: 'sameAs',
      breaks: { accountName: '北京智联科技有限公司' },
      keeps: { unionName: '北京智联（集团）有限公司工会委员会', accountName: '北京智联(集团)有限公司 工会委员会' },
    },
  ],
  'setup-small-unit': [
    {
      module: 'setup1',
      field: 'setupMode',
      rule: 'onlyBelow',
      breaks: { ...joint, plannedMembers: 25 },
      keeps: { ...joint, plannedMembers: 24 },
    },
    { module: 'setup1', field: 'setupMode', rule: 'onlyBelow', breaks: { ...organiser, plannedMembers: 30 }, keeps: organiser },
  ],
  'setup-higher-union': [{ module: 'setup1', field: 'higherUnion', rule: 'required', breaks: { higherUnion: null }, keeps: {} }],
  'setup-prep-group': [
    { module: 'setup1', field: 'prepGroup', rule: 'minItems', breaks: { prepGroup: prepGroup.slice(0, 2) }, keeps: {} },
    {
      module: 'setup1',
      field: 'prepGroup',
      rule: 'rowsWith',
      breaks: { prepGroup: prepGroup.map((r) => ({ ...r, post: K.prepPost.leader })) },
      keeps: { prepGroup: prepGroup.map((r, i) => ({ ...r, post: i === 0 ? K.prepPost.leader : K.prepPost.member })) },
    },
  ],
  'name-committee': [
    {
      module: 'setup1',
      field: 'unionName',
      rule: 'endsWith',
      breaks: { unionName: '北京智联科技有限公司' },
      keeps: { unionName: '北京智联科技有限公司工会' },
    },
  ],
  'name-joint': [
    { module: 'setup1', field: 'unionName', rule: 'endsWith', breaks: { ...joint, unionName: '中关村创新大厦工会委员会' }, keeps: joint },
  ],
  'name-organiser': [
    {
      module: 'setup1',
      field: 'unionName',
      rule: 'endsWith',
      breaks: { ...organiser, unionName: '北京星光咖啡有限公司工会委员会' },
      keeps: organiser,
    },
  ],
  'name-unique': [
    { module: 'setup1', field: 'unionName', rule: 'uniqueUnionName', breaks: { unionName: takenName }, keeps: {}, given: taken },
    { module: 'setup2', field: 'unionName', rule: 'uniqueUnionName', breaks: { unionName: takenName }, keeps: {}, given: taken },
    { module: 'organ3', field: 'newName', rule: 'uniqueUnionName', breaks: { newName: takenName }, keeps: {}, given: taken },
    { module: 'organ5', field: 'unionName', rule: 'uniqueUnionName', breaks: { unionName: takenName }, keeps: {}, given: taken },
  ],
};

const submit = seededSubmit();

const check = (c: Case, change: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => {
  const entry = modules[c.module]!;
  return validateForm(entry, { ...entry.example, ...change }, { ...submit, ...c.given, lang }).errors;
};
const cases = Object.entries(CASES).flatMap(([id, list]) => list.map((c) => [`${id}: ${c.module} ${c.field} ${c.rule}`, id, c] as const));

describe('the set-up, funds and name rules of the design document', () => {
  it('has one case for each row of its table, and a row for each case', () => {
    expect(rows.map((r) => r.id).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(rows.map((r) => [r.id, r] as const))('%s cites its source and names the modules and fields its cases check', (id, row) => {
    expect(row.source).toMatch(/《[^》]+》|practice/);
    expect(['form', 'server']).toContain(row.checked);
    expect([...new Set(CASES[id]!.map((c) => c.module))].sort()).toEqual([...row.modules].sort());
    for (const c of CASES[id]!) expect(row.fields).toContain(c.field.replace(/\[.*$/, ''));
  });

  it.each(cases)('%s: breaking it is refused, naming the field and the rule, in Chinese and English', (_name, _id, c) => {
    const errors = check(c, c.breaks);
    expect(errors.map((e) => `${e.field}:${e.rule}`)).toEqual([`${c.field}:${c.rule}`]);
    const field = modules[c.module]!.fields.find((f) => f.name === c.field)!;
    expect(errors[0]!.message).toContain(field.label.zh);
    expect(check(c, c.breaks, 'en')[0]!.message).toContain(field.label.en);
  });

  it.each(cases)('%s: keeping it passes', (_name, _id, c) => {
    expect(check(c, c.keeps)).toEqual([]);
  });
});

describe('the monthly due of the 2 % allocation', () => {
  const setup4 = modules.setup4!;
  const dueOf = (payrollMonthly: number) =>
    validateForm(setup4, { ...setup4.example, payrollMonthly, dueMonthly: null }, submit).value.dueMonthly;

  it.each([
    [180000000, 3600000],
    [12345, 247],
    [12325, 247],
    [12324, 246],
    [1, 0],
  ])('is filled in when left out: %i fen of payroll gives %i fen, rounded half up to the fen', (payroll, due) => {
    expect(dueOf(payroll)).toBe(due);
    expect(computedFigure({ num: 2, den: 100 }, payroll)).toBe(due);
  });

  it('names the figure it should be when another is given', () => {
    const [error] = validateForm(setup4, { ...setup4.example, dueMonthly: 1800000 }, submit).errors;
    expect(error!.message).toBe('月应拨缴经费(元)应为月全部职工工资总额(元)的2%，即36000.00');
  });
});

describe('the funds account’s holder (funds-own-account)', () => {
  it('is compared on submit: a draft may hold a holder’s name still being typed', () => {
    const setup4 = modules.setup4!;
    const body = { ...setup4.example, accountName: '北京智联' };
    expect(validateForm(setup4, body, { ...submit, mode: 'draft' }).errors).toEqual([]);
    expect(validateForm(setup4, body, submit).errors.map((e) => `${e.field}:${e.rule}`)).toEqual(['accountName:sameAs']);
  });
});
