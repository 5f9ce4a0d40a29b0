import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { fieldSections } from './field-sections';

describe('fieldSections', () => {
  it('groups every field of setup1 under its section, in the declared order', () => {
    const entry = modules.setup1!;
    const sections = fieldSections(entry);
    expect(sections.map((s) => s.key)).toEqual(['enterprise', 'union', 'prep', 'files']);
    expect(sections.flatMap((s) => s.fields).length).toBe(entry.fields.length);
  });
});
