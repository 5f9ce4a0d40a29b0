import { describe, expect, it } from 'vitest';
import { validateForm, type ModuleEntry } from '../../catalogue';
import { dictKeys as K } from '../../catalogue/modules/group-b-dicts';
import { groupB } from '../../catalogue/modules/group-b';
import { seededSubmit } from './catalogue-b-support';

const submit = seededSubmit();

const entry = (key: string): ModuleEntry => groupB[key]!;
const errorsOf = (key: string, change: Record<string, unknown>) =>
  validateForm(entry(key), { ...entry(key).example, ...change }, submit).errors;
const rulesOf = (key: string, change: Record<string, unknown>) => errorsOf(key, change).map((e) => `${e.field}:${e.rule}`);

describe('the examples of group B', () => {
  it.each(Object.keys(groupB))('%s: the example passes submit validation today against the seeded lists', (key) => {
    expect(validateForm(entry(key), entry(key).example, submit).errors).toEqual([]);
  });

  it.each(Object.keys(groupB))('%s: each step of the example passes on its own', (key) => {
    for (const step of entry(key).steps ?? []) {
      const names = new Set([...step.fields, ...(step.variants ?? []).flatMap((v) => v.fields)]);
      const fields = entry(key).fields.filter((f) => names.has(f.name));
      const form = Object.fromEntries(Object.entries(entry(key).example).filter(([k]) => names.has(k)));
      expect(validateForm({ fields }, form, submit).errors, step.key).toEqual([]);
    }
  });
});

describe('the real-world checks of group B forms', () => {
  it('a committee has exactly one chair', () => {
    const officers = [
      { name: '王芳', position: K.position.chair, votes: 5, duty: '' },
      { name: '陈强', position: K.position.chair, votes: 5, duty: '' },
    ];
    expect(rulesOf('organ1Detail', { officers })).toEqual(['officers:rowsWith']);
  });

  it('a new term lasts three or five years', () => {
    expect(rulesOf('organ1Detail', { newTerm: { start: '2026-11-10', end: '2032-11-09' } })).toEqual(['newTerm:oneOf']);
  });

  it('more present than entitled to vote is refused', () => {
    expect(rulesOf('organ1Detail', { attendance: 97 })).toEqual(['attendance:notAbove']);
  });

  it('delegates are required when a delegates assembly elects', () => {
    const delegateAssembly = { memberCount: 320, electionMode: K.electionMode.delegateAssembly, delegateCount: 60 };
    expect(rulesOf('organ1Detail', { ...delegateAssembly, delegates: [] })).toEqual(['delegates:requiredWhen']);
    expect(rulesOf('organ1Detail', { delegates: [], delegateCount: null, electionMode: K.electionMode.memberAssembly })).toEqual([]);
  });

  it('a candidate ID number with a wrong check digit is refused, naming the cell', () => {
    const [candidate] = entry('organ2').example.candidates as Record<string, unknown>[];
    expect(rulesOf('organ2', { candidates: [{ ...candidate, idCard: '110108199007184028' }] })).toEqual(['candidates[0].idCard:idCard']);
  });

  it('an election date in the future is refused', () => {
    expect(rulesOf('organ2', { electionDate: '2099-01-01' })).toEqual(['electionDate:notInFuture']);
  });

  it('a union name must end as a union name does', () => {
    expect(rulesOf('organ3', { newName: '北京智联数字科技有限公司' })).toEqual(['newName:endsWith']);
  });

  it('the explanation is required when the reason is 其他', () => {
    expect(rulesOf('organ3', { reason: K.renameReason.other })).toEqual(['reasonText:requiredWhen']);
  });

  it("a union certificate's code starts with 81", () => {
    expect(rulesOf('organ4', { uscc: '91110108MA01B2C3D0' })).toEqual(['uscc:startsWith']);
  });

  it('a code with a wrong check character is refused', () => {
    expect(rulesOf('organ4', { uscc: '81110108MC0012345B' })).toEqual(['uscc:uscc']);
  });

  it('a change of legal representative needs the new one and the ID number', () => {
    expect(rulesOf('organ4', { legalRepName: '', legalRepIdCard: '' })).toEqual([
      'legalRepName:requiredWhen',
      'legalRepIdCard:requiredWhen',
    ]);
    const funds = K.certChangeItem.funds;
    const changes = [{ item: funds, oldValue: '50000.00', newValue: '80000.00' }];
    expect(rulesOf('organ4', { funds: null, changeItems: [funds], changes })).toEqual(['funds:requiredWhen']);
  });

  it("organ5 requires the step-2 fields of the union's own kind only", () => {
    expect(rulesOf('organ5', { allyUnits: [] })).toEqual(['allyUnits:requiredWhen']);
    expect(rulesOf('organ5', { unionKind: K.unionKind.crop })).toEqual([
      'cropUnitName:requiredWhen',
      'cropUnitUscc:requiredWhen',
      'cropUnitCategory:requiredWhen',
      'cropStaffCount:requiredWhen',
    ]);
  });

  it('a joint union has at least two member employers, each with no more members than staff', () => {
    const [first] = entry('organ5').example.allyUnits as Record<string, unknown>[];
    expect(rulesOf('organ5', { allyUnits: [first] })).toEqual(['allyUnits:minItems']);
    expect(rulesOf('organ5', { allyUnits: [first, { ...first, memberCount: 99 }] })).toEqual(['allyUnits[1].memberCount:notAbove']);
  });

  it('more members than staff is refused at the founding', () => {
    expect(rulesOf('setup2', { memberCount: 121, entitled: 96 })).toEqual(['memberCount:notAbove']);
  });

  it('a term other than three or five years is refused', () => {
    expect(rulesOf('setup2', { termYears: 6 })).toEqual(['termYears:oneOf']);
  });

  it('the registered funds are money in fen and not negative', () => {
    expect(rulesOf('setup3', { funds: -1 })).toEqual(['funds:min']);
    expect(rulesOf('setup3', { fundsSource: [] })).toEqual(['fundsSource:required']);
  });

  it('an account number is 8 to 30 digits and payment starts on the first of a month', () => {
    expect(rulesOf('setup4', { accountNo: '6222-0200' })).toEqual(['accountNo:pattern']);
    expect(rulesOf('setup4', { startMonth: '2026-12-15' })).toEqual(['startMonth:pattern']);
  });

  it('a union with unsettled funds cannot transfer out, and the date is not in the past', () => {
    expect(rulesOf('tradeunionoutinfo', { fundsSettled: K.yesNo.no })).toEqual(['fundsSettled:pattern']);
    expect(rulesOf('tradeunionoutinfo', { transferDate: '2020-01-01' })).toEqual(['transferDate:notBeforeToday']);
  });

  it('a transfer in names a receiving union of the tree', () => {
    expect(rulesOf('tradeunionunitinfo', { newHigher: '424242' })).toEqual(['newHigher:unionPicker']);
    expect(rulesOf('tradeunionunitinfo', { femaleMembers: 65 })).toEqual(['femaleMembers:notAbove']);
  });

  it('the employer data refuse a bad telephone and more women than staff', () => {
    expect(rulesOf('corpration', { phone: '62345678' })).toEqual(['phone:landline']);
    expect(rulesOf('corpration', { femaleStaff: 121 })).toEqual(['femaleStaff:notAbove']);
  });
});
