// How modules are printed and listed (catalogue/modules/documents.ts): every name there is the catalogue's.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { documents } from '../../catalogue/modules/documents';
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
