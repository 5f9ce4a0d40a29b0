import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The API: wings (records, flow, identity, admin, organisation, platform), each a few folders with an index. */
const SERVICES = resolve(__dirname, '../../services');
/** The console's features in the same wings: one folder each (records/fields, flow/models...), imported through its index. */
const FEATURES = resolve(__dirname, '../../web/src/features');
/** The shapes' console parts, one folder each (web/src/shapes/<shape>/). */
const SHAPES = resolve(__dirname, '../../web/src/shapes');

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

/** File to files below `root`, paths relative to it. */
function fileGraph(root: string): Map<string, string[]> {
  return new Map(
    tsFiles(root).map((file) => [
      relative(root, file),
      importedPaths(file)
        .filter((p) => !relative(root, p).startsWith('..'))
        .map((p) => relative(root, p)),
    ]),
  );
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), those of two or more. */
function circlesIn(graph: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group = stack.splice(stack.indexOf(node));
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The feature a file of the console belongs to: the shallowest folder with an index below its wing
 * (`records/fields`, `records/shapes/children`, `flow/models`), or undefined outside one.
 */
function featureOf(root: string, file: string): string | undefined {
  const parts = relative(root, file).split(sep);
  if (parts[0]!.startsWith('..')) return undefined;
  for (let depth = 2; depth < parts.length; depth++) {
    const folder = parts.slice(0, depth).join('/');
    if (existsSync(join(root, folder, 'index.ts'))) return folder;
  }
  return undefined;
}

/** Feature to features below `root`. */
function featureGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of tsFiles(root)) {
    const from = featureOf(root, file);
    if (!from) continue;
    for (const target of importedPaths(file)) {
      const to = featureOf(root, target);
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** A file's wing (`records`), or undefined for the composition root (`app.ts`, `index.ts`). */
const wingOf = (file: string) => (file.includes(sep) ? file.split(sep)[0] : undefined);

describe('imports in services/', () => {
  const graph = fileGraph(SERVICES);

  it('make no circle: no file of services/ reaches itself through its imports', () => {
    expect(circlesIn(graph).map((files) => files.join(' <-> '))).toEqual([]);
  });

  it('are read from the sources: the record commands import the visibility rule, the app every wing', () => {
    // Guards the check above against reading nothing (a changed layout or a broken pattern).
    expect(graph.get(join('records', 'engine', 'record-commands.ts'))).toContain(join('records', 'engine', 'visibility.ts'));
    expect(graph.get('app.ts')).toEqual(
      expect.arrayContaining(['admin', 'flow', 'identity', 'organisation', 'platform', 'records'].map((w) => join(w, 'index.ts'))),
    );
  });

  it('reach into another wing only through an index: its own or one of its folders', () => {
    const inside = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => wingOf(t) !== wingOf(file) && !/(^|\/)index\.ts$/.test(t)).map((t) => `${file} -> ${t}`),
    );
    expect(inside).toEqual([]);
  });

  it('leave the record engine free of the shapes: it serves the list it is given and names none', () => {
    const engine = [...graph].filter(([file]) => file.startsWith(join('records', 'engine') + sep));
    expect(engine.length).toBeGreaterThan(20);
    expect(
      engine.flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith(join('records', 'shapes') + sep)).map((t) => `${file} -> ${t}`),
      ),
    ).toEqual([]);
  });

  it('leave the record documents free of the record engine, whose routes call them', () => {
    const documents = [...graph].filter(([file]) => file.startsWith(join('records', 'documents') + sep));
    expect(documents.length).toBeGreaterThan(10);
    expect(documents.flatMap(([, targets]) => targets.filter((t) => t.startsWith(join('records', 'engine') + sep)))).toEqual([]);
  });
});

describe('imports between the console’s feature folders', () => {
  it('make no circle between files either: the rows input reads its cells from the cell inputs, not the registry', () => {
    expect(circlesIn(fileGraph(FEATURES)).map((files) => files.join(' <-> '))).toEqual([]);
  });

  it('make no circle: fields never imports modules, which shows records with its cells', () => {
    expect(circlesIn(featureGraph(FEATURES))).toEqual([]);
  });

  it('are read from the sources, .tsx files too, each feature below its wing: modules imports fields', () => {
    // Only components (RecordFields.tsx) make this edge: a graph without it read no .tsx file.
    const graph = featureGraph(FEATURES);
    expect(graph.get('records/modules')?.has('records/fields')).toBe(true);
    expect(graph.get('records/module-detail')?.has('records/modules')).toBe(true);
  });

  it('leave the generic record pages free of the shapes: the app gives them the shapes’ parts', () => {
    const reaching = tsFiles(FEATURES).flatMap((file) =>
      importedPaths(file)
        .filter((target) => target.startsWith(SHAPES + sep))
        .map((target) => `${relative(FEATURES, file)} -> ${relative(SHAPES, target)}`),
    );
    expect(tsFiles(SHAPES).length).toBeGreaterThan(40);
    expect(reaching).toEqual([]);
  });
});
