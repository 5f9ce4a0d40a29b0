// The console's sizes as a browser downloads them (gzip), read from a build's Vite manifest:
// the first load of the login page and of the home page (the entry, the page's lazily loaded
// chunks and everything they import statically, script and CSS), and every chunk loaded later.
// `npx tsx scripts/bundle-sizes.ts [web/dist] [--check]` prints them against the budget after `vite build`
// (`npm run build:console` does; with --check it exits 1 past the budget);
// tests/unit/console-bundle-budget.test.ts fails past it, and the bench (tests/bench/bundle-sizes.ts)
// reports the same figures. docs/PERFORMANCE-PROCESS.md has the figures before and after.
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 21's budget, in KB of gzip. */
export const BUNDLE_BUDGET = { firstLoadKb: 170, chunkKb: 60 } as const;

/**
 * The pages whose first load is budgeted, by the sources their route loads lazily
 * (web/src/app/AppRoutes.tsx, SignedInRoutes.tsx); the entry (index.html) loads with each.
 */
export const FIRST_LOAD_PAGES = {
  login: ['src/features/identity/auth/LoginPage.tsx'],
  home: ['src/app/SignedInRoutes.tsx', 'src/features/platform/layout/MainLayout.tsx', 'src/features/platform/home/HomePage.tsx'],
} as const;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface PageLoad {
  scriptKb: number;
  cssKb: number;
  totalKb: number;
  files: string[];
}

export interface ChunkSize {
  /** The source the chunk is named for in the manifest (a page for a lazy route, else a shared chunk). */
  name: string;
  file: string;
  gzipKb: number;
}

export interface BundleSizes {
  /** The larger of the login page's and the home page's first loads. */
  firstLoad: PageLoad;
  pages: Record<keyof typeof FIRST_LOAD_PAGES, PageLoad>;
  /** Every script chunk outside the entry's own load (lazy routes and what they share), largest first. */
  laterChunks: ChunkSize[];
}

/** The sizes of the console built into `outDir` with `build.manifest` (web/vite.config.ts sets it). */
export function bundleSizes(outDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipKb = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(outDir, file))).length / 1024);
    return gzipKb.get(file)!;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  // A page's chunk is keyed by its source; when Rollup puts modules that another lazy chunk imports
  // into it too (the login page's, which the registration dialog reads), it is keyed `_<name>-<hash>.js`.
  const keyOf = (key: string) =>
    manifest[key]
      ? key
      : (Object.keys(manifest).find(
          (k) => manifest[k]!.isDynamicEntry && !manifest[k]!.src && manifest[k]!.name === basename(key, extname(key)),
        ) ?? key);
  if (!entry) throw new Error(`the console build in ${outDir} has no entry chunk`);
  /** A chunk and every chunk it imports statically: what loads together with it. */
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the console build has no chunk for ${key} (was the page moved? scripts/bundle-sizes.ts names it)`);
      seen.add(key);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    keys.map(keyOf).forEach(walk);
    return seen;
  };
  const load = (keys: readonly string[]): PageLoad => {
    const chunks = [...closure([entry, ...keys])].map((key) => manifest[key]!);
    const scripts = chunks.map((c) => c.file);
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const scriptKb = scripts.reduce((n, f) => n + gz(f), 0);
    const cssKb = css.reduce((n, f) => n + gz(f), 0);
    return { scriptKb, cssKb, totalKb: scriptKb + cssKb, files: [...scripts, ...css] };
  };
  const pages = { login: load(FIRST_LOAD_PAGES.login), home: load(FIRST_LOAD_PAGES.home) };
  const withEntry = closure([entry]);
  const laterChunks = Object.entries(manifest)
    .filter(([key, chunk]) => !withEntry.has(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ name: chunk.src ?? key, file: chunk.file, gzipKb: gz(chunk.file) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const firstLoad = pages.login.totalKb >= pages.home.totalKb ? pages.login : pages.home;
  return { firstLoad, pages, laterChunks };
}

/** What passes the budget, one line each: empty when everything fits. */
export function overBudget(sizes: BundleSizes): string[] {
  const over: string[] = [];
  for (const [page, size] of Object.entries(sizes.pages)) {
    if (size.totalKb > BUNDLE_BUDGET.firstLoadKb) {
      over.push(`the ${page} page's first load is ${size.totalKb.toFixed(1)} KB, over ${BUNDLE_BUDGET.firstLoadKb} KB`);
    }
  }
  for (const chunk of sizes.laterChunks) {
    if (chunk.gzipKb > BUNDLE_BUDGET.chunkKb) {
      over.push(`${chunk.name} (${chunk.file}) is ${chunk.gzipKb.toFixed(1)} KB, over ${BUNDLE_BUDGET.chunkKb} KB`);
    }
  }
  return over;
}

/**
 * The chunks that import themselves through others (their static imports), each cycle once as the
 * chunks' files: empty when there is none. Across a cycle a chunk can run before one it reads from
 * (a const read before its chunk ran: the console fails to start), as Rollup's manualChunks can make.
 */
export function chunkCycles(outDir: string): string[][] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (key: string, path: string[]) => {
    const at = path.indexOf(key);
    if (at >= 0) return void cycles.push(path.slice(at).map((k) => manifest[k]?.file ?? k));
    if (done.has(key)) return;
    for (const imported of manifest[key]?.imports ?? []) walk(imported, [...path, key]);
    done.add(key);
  };
  Object.keys(manifest).forEach((key) => walk(key, []));
  return cycles;
}

function print(outDir: string): void {
  const sizes = bundleSizes(outDir);
  const kb = (n: number) => `${n.toFixed(1).padStart(6)} KB`;
  for (const [page, size] of Object.entries(sizes.pages)) {
    console.log(
      `first load, ${page.padEnd(5)} ${kb(size.totalKb)} (script ${kb(size.scriptKb)}, CSS ${kb(size.cssKb)}; budget ${BUNDLE_BUDGET.firstLoadKb} KB)`,
    );
  }
  console.log(`chunks loaded later (budget ${BUNDLE_BUDGET.chunkKb} KB each), largest first:`);
  for (const chunk of sizes.laterChunks.slice(0, 15)) console.log(`  ${kb(chunk.gzipKb)}  ${chunk.name}`);
  const over = overBudget(sizes);
  for (const line of over) console.log(`OVER BUDGET: ${line}`);
  for (const cycle of chunkCycles(outDir)) console.log(`CYCLE: ${cycle.join(' -> ')}`);
  if (over.length > 0 && process.argv.includes('--check')) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  print(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../web/dist', import.meta.url)));
}
