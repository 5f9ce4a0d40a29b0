import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { groupB } from '../../catalogue/modules/group-b';

/** Group B's modules, setup1 among them. */
const documented = { setup1: modules.setup1!, ...groupB };

const doc = readFileSync(resolve(__dirname, '../../docs/forms/group-b.md'), 'utf8');

/** The part of the design document about one module: from its heading to the next. */
function sectionOf(key: string): string {
  const start = doc.indexOf(`\n## ${key} `);
  if (start < 0) return '';
  const next = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

describe('the design document of group B forms', () => {
  it.each(Object.keys(documented))('%s has its section with process, form, effect and, where it has one, its legal basis', (key) => {
    const text = sectionOf(key);
    expect(text).toContain('**Process.**');
    expect(text).toContain('**Form.**');
    expect(text).toContain('**Effect.**');
  });

  it.each(Object.keys(documented))('%s: every field of the form is in the document with its label', (key) => {
    const text = sectionOf(key);
    for (const f of documented[key as keyof typeof documented]!.fields)
      expect(text, f.name).toMatch(new RegExp(`\\| ${f.name}\\s+\\| ${f.label.zh.replace(/[()]/g, '\\$&')}\\s`));
  });
});
