// Bad input per field kind, table-driven over the catalogue: every field a module's first form call
// carries is sent broken (a value its kind refuses, below) in the module's otherwise complete example,
// and the call answers 400 naming that field (and no other field it breaks here) in Chinese, and
// stores nothing. A module added later is checked without a test of its own; a field kind added
// later does not compile here until it has its broken value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileApproved, fileServerFilledSources } from './effects-support';
import { modules, pathsOf, type FieldDef, type FieldKind, type ModuleEntry } from '../../catalogue';
import {
  engineModules,
  exampleToSend,
  giveUnionItsData,
  login,
  moduleBase,
  recordCount,
  startTestStack,
  starterOf,
  stepSetOf,
  type ApiSession,
  type TestStack,
} from '../support';

/** No record, upload, union or account of the demo data has this id. */
const NO_SUCH_ID = '999999999999999';

/** A value of each kind that its kind's own check refuses, whatever the field's rules (from the field or its example value where the kind needs them). */
const BROKEN: Readonly<Record<FieldKind, (example: unknown, field: FieldDef) => unknown>> = {
  text: () => ['a list, not text'],
  textarea: () => ({ not: 'text' }),
  integer: () => 4.2,
  money: () => 12.5,
  date: () => '2025-02-30',
  time: () => '24:00',
  dateRange: () => ({ start: '2025-05-02', end: '2025-05-01' }),
  mobile: () => '12345',
  landline: () => '12345',
  email: () => 'no-at-sign',
  idCard: (v) => flipLast(String(v), '0123456789X'),
  bankAccount: () => '62220202001',
  uscc: (v) => flipLast(String(v), '0123456789ABCDEFGHJKLMNPQRTUWXY'),
  region: () => '999999',
  dict: () => 'no-such-key',
  dictMulti: () => ['no-such-key'],
  unionPicker: () => NO_SUCH_ID,
  personPicker: () => NO_SUCH_ID,
  rows: () => 'not rows',
  richText: () => ['a list, not HTML'],
  image: () => NO_SUCH_ID,
  // An upload of no record, in the field's first slot where it has slots.
  attachments: (_v, field) => (field.slots?.length ? { [field.slots[0]!.key]: [NO_SUCH_ID] } : [NO_SUCH_ID]),
  // The first line's first amount the union types (not one the server writes) in yuan, not whole fen.
  moneyLines: (v, field) => {
    const [first, ...rest] = Array.isArray(v) ? (v as Record<string, unknown>[]) : [{}];
    const typed = field.lines?.columns.find((c) => !c.serverFilled);
    return [{ ...first, [typed?.name ?? 'amount']: 12.5 }, ...rest];
  },
};

/** The value with its last character (a check character) replaced by another of `alphabet`. */
function flipLast(value: string, alphabet: string): string {
  const last = value.at(-1)!;
  return value.slice(0, -1) + alphabet[(alphabet.indexOf(last) + 1) % alphabet.length];
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** A module's first form call: the first step's submit for a stepped module, else its submit; the fields it carries. */
function firstCall(entry: ModuleEntry): { path: string; fields: readonly FieldDef[] } {
  if (entry.steps?.length) {
    const set = stepSetOf(entry, 0, entry.example);
    return { path: `${moduleBase(entry)}/${set.calls.submit}`, fields: entry.fields.filter((f) => set.fields.includes(f.name)) };
  }
  return { path: `${moduleBase(entry)}/${pathsOf(entry, 'submit')[0]}`, fields: entry.fields };
}

/** The fields a union types in the first call: in the example, neither read-only (the union's data) nor computed. */
const typedFields = (entry: ModuleEntry) =>
  firstCall(entry).fields.filter((f) => !f.readOnly && !f.computed && filled(entry.example[f.name]));

/**
 * The field and those a rule ties to it (a rule of one naming the other, in its own rules or its
 * columns'): breaking the field may break the rule too (a start date no longer before its end).
 */
function tiedTo(entry: ModuleEntry, field: FieldDef): string[] {
  const rulesOf = (f: FieldDef) => JSON.stringify([f.rules, f.columns?.map((c) => c.rules)]);
  const mentions = (f: FieldDef, name: string) => rulesOf(f).includes(`"${name}"`);
  return entry.fields.filter((f) => f === field || mentions(f, field.name) || mentions(field, f.name)).map((f) => f.name);
}

const checked = engineModules.filter((e) => e.steps?.length || pathsOf(e, 'submit').length > 0);
const names = (field: string) => (e: { field: string }) =>
  e.field === field || e.field.startsWith(`${field}.`) || e.field.startsWith(`${field}[`);

let stack: TestStack;
const sessions: Record<string, ApiSession> = {};
/** Each module's example as sent (uploads made, the union's state applied), once per module. */
const bases = new Map<string, Promise<{ id?: string; form: Record<string, unknown> }>>();
const baseOf = (entry: ModuleEntry) => {
  if (!bases.has(entry.key)) {
    const fields = firstCall(entry).fields.map((f) => f.name);
    const form = Object.fromEntries(Object.entries(entry.example).filter(([k]) => fields.includes(k)));
    bases.set(entry.key, exampleToSend(stack.app, sessions[starterOf(entry)]!, entry, form, { fields }));
  }
  return bases.get(entry.key)!;
};

/** The starters' unions (corp1's, launion1's): a standing union's data, which the modules' rules read (a committee in office, a legal-person code). */
const STARTER_UNIONS = ['1101', '1100'];
const UNION_OF: Record<string, string> = { corp1: '1101', launion1: '1100' };

beforeAll(async () => {
  stack = await startTestStack({ noWorker: true });
  for (const union of STARTER_UNIONS) await giveUnionItsData(stack, union);
  // A record filed about another module's approved record (field4material under field4) has one to name.
  for (const entry of checked)
    if (entry.subject && 'module' in entry.subject.of) {
      const parent = modules[entry.subject.of.module]!;
      await fileApproved(stack.db, { module: parent.key, unionId: UNION_OF[starterOf(entry)]!, form: parent.example });
    }
  // A column the server writes from another approved record (finance7's budget) reads the example's figures.
  for (const entry of checked) await fileServerFilledSources(stack.db, UNION_OF[starterOf(entry)]!, entry);
  for (const account of new Set(checked.map(starterOf))) sessions[account] = await login(stack.app, account);
});
afterAll(async () => stack?.close());

describe('the table of broken values', () => {
  it('checks every module the record engine serves, each with fields to break', () => {
    expect(checked.map((e) => e.key)).toContain('setup1');
    for (const entry of checked) expect(typedFields(entry).length, entry.key).toBeGreaterThan(1);
  });

  it('names modules of the catalogue only', () => {
    for (const entry of checked) expect(modules[entry.key]).toBe(entry);
  });
});

describe.each(checked.map((e) => [e.key, e] as const))('%s: a field sent with a value its kind refuses', (_key, entry) => {
  const { path } = firstCall(entry);
  const fields = typedFields(entry);

  it.each(fields.map((f) => [f.name, f.kind, f] as const))(
    '%s (%s) is refused with 400 naming it, and nothing is stored',
    async (_name, _kind, field) => {
      const base = await baseOf(entry);
      const applicant = sessions[starterOf(entry)]!;
      const before = await recordCount(stack.db, [entry.key]);
      const answer = await applicant.post(path, {
        ...base.form,
        ...(base.id ? { id: base.id } : {}),
        [field.name]: BROKEN[field.kind](base.form[field.name], field),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      const errors = (answer.body.data?.errors ?? []) as { field: string; rule: string; message: string }[];
      expect(errors.some(names(field.name)), JSON.stringify(errors)).toBe(true);
      const others = fields.filter((f) => errors.some(names(f.name)) && !tiedTo(entry, field).includes(f.name));
      expect(
        others.map((f) => f.name),
        JSON.stringify(errors),
      ).toEqual([]);
      expect(errors.find(names(field.name))!.message).toMatch(/[\u4e00-\u9fff]/);
      expect(await recordCount(stack.db, [entry.key])).toBe(before);
    },
  );
});
