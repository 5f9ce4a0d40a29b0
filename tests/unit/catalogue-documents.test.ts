// How modules are printed and listed (catalogue/modules/documents.ts): every name there is the catalogue's.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { documents } from '../../catalogue/modules/documents';
import { answerIdOf, DEMO_QUESTION_SETS } from '../../catalogue/questionnaire';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';
import { ledgerFields } from '../../services/records/documents';

describe('the documents of the modules', () => {
  it.each(Object.keys(documents))('%s is a module of the catalogue and carries its document settings', (key) => {
    expect(modules[key]?.document).toEqual(documents[key]);
  });

  it.each(Object.entries(documents).filter(([, d]) => d.ledger))('the 台账 of %s names fields of its entry, once each', (key, doc) => {
    const names = modules[key]!.fields.map((f) => f.name);
    expect(doc.ledger!.filter((n) => !names.includes(n))).toEqual([]);
    expect(new Set(doc.ledger).size).toBe(doc.ledger!.length);
    expect(ledgerFields(modules[key]!).map((f) => f.name)).toEqual(doc.ledger);
  });

  const answering = Object.values(modules).filter((e) => e.document?.ledger?.some((n) => answerIdOf(n) !== undefined));
  it.each(answering.map((e) => [e.key, e] as const))('the answers the 台账 of %s names are questions of its set', (_k, e) => {
    const ids = DEMO_QUESTION_SETS[e.questionnaire?.setKey ?? '']?.questions.map((q) => q.id) ?? [];
    const named = e.document!.ledger!.map(answerIdOf).filter((id) => id !== undefined);
    expect(named.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('lists a module without 台账 columns of its own by its listed fields', () => {
    const leave = modules.leave!;
    expect(leave.document?.ledger).toBeUndefined();
    expect(ledgerFields(leave)).toEqual(leave.fields.filter((f) => f.listed));
  });

  it('gives the transfers their letter for preview, and only modules that serve preview', () => {
    const withLetter = Object.values(modules).filter((e) => e.document?.preview);
    expect(withLetter.map((e) => e.key).sort()).toEqual(['tradeunionoutinfo', 'tradeunionunitinfo']);
    for (const e of withLetter) expect(e.extraCalls?.some((c) => c.path.endsWith('/preview'))).toBe(true);
  });
});

// The sheet options of the entries (headerGroups, totals, signatureRows): every name a column of the 台账.
const withDocument = Object.values(modules).filter((e) => e.document);
const seededKeys = (code: string) => SYSTEM_DICTIONARIES.find((d) => d.code === code)?.items.map((i) => i[0]) ?? [];

describe('the sheet options of the modules', () => {
  const grouped = withDocument.filter((e) => e.document!.headerGroups);
  it.each(grouped.map((e) => [e.key, e] as const))(
    'the header groups of %s are runs of neighbouring 台账 columns, none in two',
    (_k, e) => {
      const ledger = ledgerFields(e).map((f) => f.name);
      const named = e.document!.headerGroups!.flatMap((g) => g.fields);
      expect(new Set(named).size).toBe(named.length);
      for (const g of e.document!.headerGroups!) {
        const start = ledger.indexOf(g.fields[0]!);
        expect(start, `${g.label.zh} starts at a 台账 column`).toBeGreaterThanOrEqual(0);
        expect(ledger.slice(start, start + g.fields.length)).toEqual(g.fields);
      }
    },
  );

  const totalled = withDocument.filter((e) => e.document!.totals);
  it.each(totalled.map((e) => [e.key, e] as const))(
    'the totals of %s sum number columns and share dictionary columns by seeded keys',
    (_k, e) => {
      const ledger = ledgerFields(e);
      for (const total of e.document!.totals!) {
        const name = typeof total === 'string' ? total : total.field;
        const id = answerIdOf(name);
        if (id !== undefined) {
          // An answer of the 台账: a number question summed, a single choice shared by its options' keys.
          expect(e.document!.ledger).toContain(name);
          const q = DEMO_QUESTION_SETS[e.questionnaire!.setKey]!.questions.find((x) => x.id === id);
          if (typeof total === 'string') expect(q?.kind).toBe('number');
          else expect(q?.kind === 'single' ? q.options.map((o) => o.key) : []).toEqual(expect.arrayContaining([...total.values]));
          continue;
        }
        const f = ledger.find((x) => x.name === name);
        if (typeof total === 'string') expect(['integer', 'number', 'money']).toContain(f?.kind);
        else {
          expect(f?.kind, `${total.field} is a dictionary column of the 台账`).toBe('dict');
          expect(seededKeys(f!.dict!)).toEqual(expect.arrayContaining([...total.values]));
        }
      }
    },
  );

  it('sets merged headers, shares and signature rows on the group A nomination sheets', () => {
    // Group A's sheets only: the other groups' sheets set their own (rights4's share of migrant workers).
    const keys = (has: (e: (typeof withDocument)[number]) => unknown) =>
      withDocument
        .filter((e) => e.group === 'A')
        .filter(has)
        .map((e) => e.key)
        .sort();
    expect(keys((e) => e.document!.headerGroups)).toEqual([
      'advanceSelection1',
      'advanceSelection3',
      'recommendEmployeeInnovationBoost1Endpoint',
      'recommendNation1Controller',
    ]);
    expect(keys((e) => e.document!.totals?.some((t) => typeof t !== 'string'))).toEqual([
      'advanceSelection1',
      'modelWorkerSelection1',
      'modelWorkerSelection3',
      'recommendCapital1',
      'recommendNation1Controller',
    ]);
    expect(keys((e) => e.document!.signatureRows)).toEqual([
      'advanceSelection1',
      'advanceSelection2',
      'advanceSelection3',
      'modelWorkerSelection1',
      'modelWorkerSelection3',
      'recommendCapital1',
      'recommendNation1Controller',
    ]);
  });
});

// The sheets by row (document.ledgerByRow): each names a rows field of its entry, columns of it and fields of the entry.
describe('the 台账 sheets by row', () => {
  const byRow = Object.values(modules).filter((e) => e.document?.ledgerByRow);

  it('are field4material’s goods issue list', () => {
    expect(byRow.map((e) => e.key)).toEqual(['field4material']);
  });

  it.each(byRow.map((e) => [e.key, e] as const))(
    '%s names a rows field, its columns, fields of the entry and summed number columns',
    (_key, e) => {
      const def = e.document!.ledgerByRow!;
      const rows = e.fields.find((f) => f.name === def.field);
      expect(rows?.kind).toBe('rows');
      const columns = rows!.columns!.map((c) => c.name);
      expect(def.columns.filter((c) => !columns.includes(c))).toEqual([]);
      expect((def.fields ?? []).filter((n) => !e.fields.some((f) => f.name === n))).toEqual([]);
      for (const total of def.totals ?? []) {
        expect(def.columns).toContain(total);
        expect(rows!.columns!.find((c) => c.name === total)?.kind).toBe('integer');
      }
    },
  );
});
