import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import type { FieldDef } from '../types';
import { fieldKinds } from './registry';

const entries = Object.values(modules).filter((m) => m !== undefined);

describe('the catalogue’s tables of rows', () => {
  it('have columns of scalar kinds only, and at least one column', () => {
    const wrong: string[] = [];
    const visit = (owner: string, fields: readonly FieldDef[]) => {
      for (const f of fields) {
        if (f.kind !== 'rows') continue;
        if (!f.columns?.length) wrong.push(`${owner}.${f.name}: no columns`);
        for (const c of f.columns ?? []) if (!fieldKinds[c.kind].scalar) wrong.push(`${owner}.${f.name}.${c.name}: ${c.kind}`);
      }
    };
    for (const m of entries) {
      visit(m.key, m.fields);
      if (m.children) visit(`${m.key}.children`, m.children.fields);
    }
    expect(wrong).toEqual([]);
  });

  it('give dict and dictMulti fields a dictionary code', () => {
    const all = entries.flatMap((m) => [...m.fields, ...m.fields.flatMap((f) => f.columns ?? [])].map((f) => ({ m: m.key, f })));
    expect(all.filter(({ f }) => (f.kind === 'dict' || f.kind === 'dictMulti') && !f.dict).map(({ m, f }) => `${m}.${f.name}`)).toEqual([]);
  });
});
