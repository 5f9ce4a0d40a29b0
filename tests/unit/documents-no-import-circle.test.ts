import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVICES = resolve(__dirname, '../../services');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
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
    .map((p) => [`${p}.ts`, join(p, 'index.ts')].find((c) => existsSync(c)))
    .filter((p): p is string => p !== undefined);
}

/** The folder of services/ a file belongs to (`business-modules`, `record-documents`), or undefined for a file at its top. */
function folderOf(file: string): string | undefined {
  const parts = relative(SERVICES, file).split(sep);
  return parts.length > 1 && !parts[0]!.startsWith('..') ? parts[0] : undefined;
}

/** Folder to folder edges of services/, each with one file that makes it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of tsFiles(SERVICES)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of importedPaths(file)) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, relative(SERVICES, file));
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
    expect(circles(folderGraph())).toEqual([]);
  });

  it('are read from the sources: business-modules imports record-documents', () => {
    // Guards the check above against reading nothing (a changed layout or a broken pattern).
    expect(folderGraph().get('business-modules')?.has('record-documents')).toBe(true);
  });
});
