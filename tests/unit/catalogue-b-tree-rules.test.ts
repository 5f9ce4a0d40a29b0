// The rules of the tree, the code and transfers of docs/forms/group-b.md, one case per row of its
// table: the table is read from the document, so a rule without its case or its source fails here.
// "form" rows run through the catalogue's check; the others name the integration test that shows
// them through the API, which must be there.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules, validateForm, type UnionKind, type ValidateOptions } from '../../catalogue';
import { dictKeys as K } from '../../catalogue/modules/group-b-dicts';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';
import { demoUnions } from '../../db/seed/demo-organisation';
import { docRules, seededRegions, todayInShanghai } from './catalogue-b-support';

const rows = docRules('Rules of the tree, the code and transfers');

const submit: ValidateOptions = {
  lang: 'zh',
  mode: 'submit',
  today: todayInShanghai(),
  regions: seededRegions(),
  unions: new Set(demoUnions.map((u) => u.id)),
  unionKinds: new Map(demoUnions.map((u) => [u.id, u.kind as UnionKind])),
  dicts: Object.fromEntries(SYSTEM_DICTIONARIES.map((d) => [d.code, d.items.map((i) => i[0])])),
};

/** A change of a module's example that breaks the rule (refused naming `field` and `rule`), and one that keeps it. */
interface Case {
  module: string;
  field: string;
  rule: string;
  breaks: Record<string, unknown>;
  keeps: Record<string, unknown>;
}

const { legalRep, address } = K.certChangeItem;
const newAddress = '北京市海淀区中关村大街2号';

const CASES: Record<string, Case> = {
  'setup2-higher-union': {
    module: 'setup2',
    field: 'higherUnion',
    rule: 'unionKind',
    // 1101 is an enterprise union: it cannot take a grassroots union in.
    breaks: { higherUnion: '1101' },
    keeps: { higherUnion: '1200' },
  },
  'organ4-row-per-item': {
    module: 'organ4',
    field: 'changes',
    rule: 'rowsPerChoice',
    breaks: { changeItems: [legalRep, address], address: newAddress },
    keeps: {
      changeItems: [legalRep, address],
      address: newAddress,
      changes: [
        { item: legalRep, oldValue: '李明', newValue: '王芳' },
        { item: address, oldValue: '北京市海淀区中关村大街1号', newValue: newAddress },
      ],
    },
  },
  'transfer-not-present': {
    module: 'tradeunionoutinfo',
    field: 'targetHigher',
    rule: 'differsFrom',
    breaks: { targetHigher: '1100', targetHigherName: '中关村街道工会联合会' },
    keeps: { targetHigher: '1200' },
  },
};

const errorsOf = (c: Case, change: Record<string, unknown>) =>
  validateForm(modules[c.module]!, { ...modules[c.module]!.example, ...change }, submit).errors.map((e) => `${e.field}:${e.rule}`);

describe('the rules of the tree, the code and transfers in docs/forms/group-b.md', () => {
  it('are a table of rules, each with its module, how it is checked and its source', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(
        row.modules.every((m) => m in modules),
        row.id,
      ).toBe(true);
      expect(['form', 'server', 'flow', 'effect'], row.id).toContain(row.checked);
      expect(row.source, row.id).toMatch(/《|GB |practice/);
    }
  });

  it('have a case for every form rule, and no case without its row', () => {
    expect(Object.keys(CASES).sort()).toEqual(
      rows
        .filter((r) => r.checked === 'form')
        .map((r) => r.id)
        .sort(),
    );
  });

  it.each(rows.filter((r) => r.checked === 'form').map((r) => [r.id, r] as const))(
    '%s: refused naming the field and the rule; kept, passes',
    (id, row) => {
      const c = CASES[id]!;
      expect(row.modules).toContain(c.module);
      expect(row.fields).toContain(c.field);
      expect(errorsOf(c, c.breaks)).toEqual([`${c.field}:${c.rule}`]);
      expect(errorsOf(c, c.keeps)).toEqual([]);
    },
  );

  it.each(rows.filter((r) => r.checked !== 'form').map((r) => [r.id, r] as const))('%s: its test is there', (id, row) => {
    const [file, name] = row.test.split(' › ');
    expect(file, id).toMatch(/\.test\.ts$/);
    // A file named with its folder is under tests/ (workflow/…); a bare name is an integration test.
    const text = readFileSync(resolve(__dirname, file!.includes('/') ? '..' : '../integration', file!), 'utf8');
    expect(text, `${file} has a test "${name}"`).toMatch(new RegExp(`it\\('[^']*${name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
