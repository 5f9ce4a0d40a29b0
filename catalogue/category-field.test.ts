import { describe, expect, it } from 'vitest';
import { formCalls, modules, validateForm } from './index';

describe('a module that lists its records by kind', () => {
  it('names one of its own fields as the kind', () => {
    const wrong = Object.values(modules)
      .filter((m) => m.categoryField !== undefined && !m.fields.some((f) => f.name === m.categoryField))
      .map((m) => `${m.key}.${m.categoryField}`);
    expect(wrong).toEqual([]);
    expect(modules.activity!.categoryField).toBe('category');
  });
});

describe('a module whose categories have their own calls', () => {
  const withCalls = Object.values(modules).filter((m) => m.categoryCalls?.length);
  const today = new Date().toISOString().slice(0, 10);

  it('is honor1 among others, and each names its categoryField', () => {
    expect(withCalls.map((m) => m.key)).toContain('honor1');
    expect(withCalls.filter((m) => m.categoryField === undefined).map((m) => m.key)).toEqual([]);
  });

  it.each(withCalls.flatMap((m) => (m.categoryCalls ?? []).map((c) => [m.key, c.value, m, c] as const)))(
    '%s %s: an example of its own category that the form check accepts',
    (_key, value, entry, category) => {
      expect(category.example[entry.categoryField!]).toBe(value);
      const result = validateForm(entry, category.example, { lang: 'en', mode: 'submit', today });
      expect(result.errors).toEqual([]);
    },
  );

  it.each(withCalls.map((m) => [m.key, m] as const))('%s: every category call has a name of its own', (_key, entry) => {
    const names = (entry.categoryCalls ?? []).flatMap((c) => [c.page, c.detail, c.submit, c.resubmit]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => (entry.calls ?? []).includes(n as never))).toEqual([]);
  });

  it('sends a form to its category’s submit and resubmit (formCalls), and a form of no category to the first', () => {
    const entry = modules.honor1!;
    expect(formCalls(entry, { cate: 'team' })).toEqual({ submit: 'submitTeam', resubmit: 'resubmitTeam' });
    expect(formCalls(entry, { cate: 'person' })).toEqual({ submit: 'submitPerson', resubmit: 'resubmitPerson' });
    expect(formCalls(entry)).toMatchObject({ submit: 'submitPerson', resubmit: 'resubmitPerson' });
  });
});
