import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVICES = resolve(__dirname, '../../services');
/** The console's features: one folder each (fields, modules, module-form...), imported through its index. */
const FEATURES = resolve(__dirname, '../../web/src/features');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** Every relative module a file names: imports and re-exports (type-only ones too), side-effect and dynamic imports. */
function importedPaths(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(file), s))
    .map((p) => [`${p}.ts`, `${p}.tsx`, join(p, 'index.ts')].find((c) => existsSync(c)))
    .filter((p): p is string => p !== undefined);
}

/** The folder of `root` a file belongs to (`business-modules`, `record-documents`), or undefined for a file at its top or outside. */
function folderOf(root: string, file: string): string | undefined {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 && !parts[0]!.startsWith('..') ? parts[0] : undefined;
}

/** Folder to folder edges below `root`, each with one file that makes it. */
function folderGraph(root: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of tsFiles(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    for (const target of importedPaths(file)) {
      const to = folderOf(root, target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, relative(root, file));
    }
  }
  return graph;
}

/** Each circle as `a -> b -> a`, with the file that makes each step. */
function circles(graph: Map<string, Map<string, string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const here = path.at(-1)!;
    for (const [next] of graph.get(here) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = [...path.slice(at), next];
        const steps = loop.slice(0, -1).map((f, i) => `${f} -> ${loop[i + 1]} (${graph.get(f)!.get(loop[i + 1]!)})`);
        // One spelling per circle, whichever folder it is entered from.
        const key = [...loop.slice(0, -1)].sort().join(',');
        if (![...found].some((c) => c.startsWith(`${key}:`))) found.add(`${key}: ${steps.join(', ')}`);
      } else walk([...path, next]);
    }
  };
  for (const start of graph.keys()) walk([start]);
  return [...found].map((c) => c.slice(c.indexOf(': ') + 2));
}

describe('imports between the folders of services/', () => {
  it('make no circle: record-documents never imports business-modules, which imports it', () => {
    expect(circles(folderGraph(SERVICES))).toEqual([]);
  });

  it('are read from the sources: business-modules imports record-documents', () => {
    // Guards the check above against reading nothing (a changed layout or a broken pattern).
    expect(folderGraph(SERVICES).get('business-modules')?.has('record-documents')).toBe(true);
  });
});

describe('imports between the console’s feature folders', () => {
  it('make no circle: fields never imports modules, which shows records with its cells', () => {
    expect(circles(folderGraph(FEATURES))).toEqual([]);
  });

  it('are read from the sources, .tsx files too: modules imports fields', () => {
    // Only components (RecordFields.tsx) make this edge: a graph without it read no .tsx file.
    expect(folderGraph(FEATURES).get('modules')?.has('fields')).toBe(true);
  });
});
