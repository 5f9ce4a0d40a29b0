/** What the group B catalogue tests read: the spec's MODULE-SHAPES.md and calls.tsv, and the seeded trees. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FieldDef, ModuleEntry, ValidateOptions } from '../../catalogue';
import { demoUnions } from '../../db/seed/demo-organisation';
import { SYSTEM_DICTIONARIES } from '../../db/seed/dictionaries';
import { regionTree } from '../../db/seed/region-tree';

// Copies of the spec's files kept with the code (docs/spec), so a clone alone runs the tests.
const SPEC = resolve(__dirname, '../../docs/spec');

/** The standard calls MODULE-SHAPES.md lists for `module` ("none" is an empty list). */
export function standardCallsOf(module: string): string[] {
  const text = readFileSync(resolve(SPEC, 'MODULE-SHAPES.md'), 'utf8');
  const start = text.indexOf(`\n### ${module}\n`);
  if (start < 0) throw new Error(`MODULE-SHAPES.md has no section ${module}`);
  const line = /\n- standard calls: ([^\n]*)/.exec(text.slice(start))?.[1];
  if (line === undefined) throw new Error(`no standard calls line for ${module}`);
  return line.trim() === 'none' ? [] : line.split(',').map((s) => s.trim());
}

export interface SpecCall {
  module: string;
  call: string;
  method: string;
  path: string;
}

/** Every call of calls.tsv for `module`. */
export function specCallsOf(module: string): SpecCall[] {
  const lines = readFileSync(resolve(SPEC, 'calls.tsv'), 'utf8').split('\n').slice(1);
  return lines
    .map((l) => l.split('\t'))
    .filter((c) => c[1] === module)
    .map((c) => ({ module: c[1]!, call: c[2]!, method: c[3]!, path: c[4]! }));
}

/** The console routes of the spec's section 2. */
export function specRoutesText(): string {
  return readFileSync(resolve(SPEC, '000_b13a9cfaa0caea51.txt'), 'utf8');
}

/** Every region code of the seeded tree. */
export function seededRegions(): Set<string> {
  const codes = new Set<string>();
  const walk = (node: { code: string; children?: { code: string; children?: { code: string }[] }[] }) => {
    codes.add(node.code);
    for (const child of node.children ?? []) walk(child);
  };
  walk(regionTree);
  return codes;
}

export function seededUnions(): Set<string> {
  return new Set(demoUnions.map((u) => u.id));
}

/** Today in Beijing, as the server passes it to validateForm. */
export function todayInShanghai(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}

/** Submit validation as the server runs it, against the seeded regions, unions and dictionaries. */
export function seededSubmit(): ValidateOptions {
  return {
    lang: 'zh',
    mode: 'submit',
    today: todayInShanghai(),
    regions: seededRegions(),
    unions: seededUnions(),
    dicts: Object.fromEntries(SYSTEM_DICTIONARIES.map((d) => [d.code, d.items.map((i) => i[0])])),
  };
}

/** Every field of an entry with the row columns of its tables, as [path, field]. */
export function allFields(entry: ModuleEntry): [string, FieldDef][] {
  const out: [string, FieldDef][] = [];
  for (const f of entry.fields) {
    out.push([f.name, f]);
    for (const c of f.columns ?? []) out.push([`${f.name}.${c.name}`, c]);
  }
  return out;
}

/** One row of a rules table of docs/forms/group-b.md: a rule by its id, with where and how it is checked and its source. */
export interface DocRule {
  id: string;
  modules: string[];
  fields: string[];
  checked: string;
  source: string;
  /** The integration test that shows it (`file › test`), where the table has that column. */
  test: string;
}

/** The rows of the rules table under the heading of docs/forms/group-b.md that starts with `heading`. */
export function docRules(heading: string): DocRule[] {
  const doc = readFileSync(resolve(__dirname, '../../docs/forms/group-b.md'), 'utf8');
  const start = doc.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`docs/forms/group-b.md has no section ${heading}`);
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  // The table runs from its header to the first line that is not a row.
  const lines = section.slice(section.indexOf('\n| id ') + 1).split('\n');
  return lines
    .slice(
      2,
      lines.findIndex((line) => !line.startsWith('|')),
    )
    .map((line) => line.split('|').map((c) => c.trim()))
    .map(([, id, module, field, , checked, source, test]) => ({
      id: id!,
      modules: module!.split(',').map((m) => m.trim()),
      fields: field!.split('/'),
      checked: checked!,
      source: source!,
      test: test ?? '',
    }));
}
