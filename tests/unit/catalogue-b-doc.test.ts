import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupB } from '../../catalogue/modules/group-b';

const doc = readFileSync(resolve(__dirname, '../../docs/forms/group-b.md'), 'utf8');

/** The part of the design document about one module: from its heading to the next. */
function sectionOf(key: string): string {
  const start = doc.indexOf(`\n## ${key} `);
  if (start < 0) return '';
  const next = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

describe('the design document of group B forms', () => {
  it.each(Object.keys(groupB))('%s has its section with process, form, effect and, where it has one, its legal basis', (key) => {
    const text = sectionOf(key);
    expect(text).toContain('**Process.**');
    expect(text).toContain('**Form.**');
    expect(text).toContain('**Effect.**');
  });

  it.each(Object.keys(groupB))('%s: every field of the form is in the document with its label', (key) => {
    const text = sectionOf(key);
    for (const f of groupB[key]!.fields)
      expect(text, f.name).toMatch(new RegExp(`\\| ${f.name}\\s+\\| ${f.label.zh.replace(/[()]/g, '\\$&')}\\s`));
  });
});
