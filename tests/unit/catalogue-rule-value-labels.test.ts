// A rule message that names a value of a dictionary names it as the reader knows it: 职务为“主席”, never
// 职务为“1”. Table-driven over the catalogue: every such rule of every module, in both languages.
import { describe, expect, it } from 'vitest';
import { modules, validateForm, type FieldDef, type FieldRule } from '../../catalogue';
import { DICTIONARIES_EN } from '../../db';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';

const seededLabel = (code: string, key: string) => SYSTEM_DICTIONARIES.find((d) => d.code === code)?.items.find((i) => i[0] === key)?.[1];

type RowsWith = Extract<FieldRule, { rule: 'rowsWith' }>;

/** Every rowsWith rule on a dictionary column, with its module, field and dictionary. */
const cases = Object.values(modules).flatMap((entry) =>
  entry.fields.flatMap((field) =>
    field.rules
      .filter((r): r is RowsWith => r.rule === 'rowsWith')
      .flatMap((rule) => {
        const column = field.columns?.find((c: FieldDef) => c.name === rule.column);
        return column?.kind === 'dict' && column.dict
          ? [{ name: `${entry.key}.${field.name}`, entry, field, rule, dict: column.dict }]
          : [];
      }),
  ),
);

describe('a rule that names a dictionary value', () => {
  it('exists in the catalogue (the committees’ one 主席)', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  // A rule taking several values (`orValues`: 国家级 or 省部级) names them all, joined by 或 / or.
  const keysOf = (c: (typeof cases)[number]) => [c.rule.value, ...(c.rule.orValues ?? [])];
  it.each(cases.map((c) => [c.name, c] as const))('%s names it by its seeded label, in Chinese and English', (_name, c) => {
    expect(c.rule.valueLabel?.zh).toBe(
      keysOf(c)
        .map((k) => seededLabel(c.dict, k))
        .join('或'),
    );
    expect(c.rule.valueLabel?.en).toBe(
      keysOf(c)
        .map((k) => DICTIONARIES_EN[c.dict]?.items[k])
        .join(' or '),
    );
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: its message says the label, not the key', (_name, c) => {
    // No row holds the value: the rows holding it are left out (so a field's other rules, a mother-baby
    // room's six basic items, still hold), or where none would be left each row takes another option.
    // A rule of `atMost` rows breaks the other way: the last rows, one more than it allows, take the value.
    const other = SYSTEM_DICTIONARIES.find((d) => d.code === c.dict)!.items.find((i) => !keysOf(c).includes(i[0]))![0];
    const example = c.entry.example[c.field.name] as Record<string, unknown>[];
    const without = example.filter((row) => !keysOf(c).includes(String(row[c.rule.column])));
    const rows = c.rule.atMost
      ? example.map((row, i) => (i >= example.length - c.rule.count - 1 ? { ...row, [c.rule.column]: c.rule.value } : row))
      : without.length > 0
        ? without
        : example.map((row) => ({ ...row, [c.rule.column]: other }));
    // A rule that holds from another field's number on (a union with women members) is given that number.
    const holds = c.rule.whenAtLeast ? { [c.rule.whenAtLeast.field]: c.rule.whenAtLeast.value } : {};
    const form = { ...c.entry.example, ...holds, [c.field.name]: rows };
    for (const lang of ['zh', 'en'] as const) {
      const result = validateForm(c.entry, form, { lang, mode: 'submit', today: '2026-11-26' });
      const message = result.errors.find((e) => e.field === c.field.name && e.rule === 'rowsWith')?.message ?? '';
      expect(message).toContain(c.rule.valueLabel![lang]);
      expect(message).not.toMatch(new RegExp(`["“]${c.rule.value}["”]`));
    }
  });
});
