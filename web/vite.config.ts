import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintIconFiles, leanBlueprintCss, sideEffectFree, withoutExamples } from './build-plugins';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const sources = [fileURLToPath(new URL('./src/', import.meta.url)), fileURLToPath(new URL('../catalogue/', import.meta.url))];
const catalogueModules = fileURLToPath(new URL('../catalogue/modules/', import.meta.url));
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * React, its DOM renderer and the router: every page needs all of them, and they change only when
 * the dependencies do, so they are a chunk of their own that a browser keeps from one release of
 * the console to the next. Everything else is Rollup's own splitting: each page its chunk (the app's
 * route tables load them lazily), its stylesheet beside it, and a library (Blueprint's components,
 * the diagram library, the date picker, the rich-text sanitiser) with the first load only as far as
 * the shell draws it, else with the pages that use it.
 */
const routerBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

const VENDOR_REACT = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;
/**
 * Two libraries that a single page loads, each a chunk of its own so that no chunk passes the
 * 60 KB budget (docs/PERFORMANCE-PROCESS.md): the diagram library beside the designer's code, and
 * the HTML parser (htmlparser2) and its entity tables beside the rich-text sanitiser.
 */
const VENDOR_PAGE_LIBRARIES: [RegExp, string][] = [
  [/\/node_modules\/(@xyflow|d3-[a-z]+|zustand|classcat)\//, 'vendor-diagram'],
  [/\/node_modules\/entities\//, 'vendor-html-entities'],
  [/\/node_modules\/(htmlparser2|domhandler|domutils|dom-serializer|domelementtype)\//, 'vendor-html-parser'],
];

const catalogueRoot = fileURLToPath(new URL('../catalogue/', import.meta.url));
const catalogueRegistry = `${catalogueModules}index.ts`;
type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

/**
 * The module entries, in chunks that each stay within the budget however many modules come: one
 * per file the registry (catalogue/modules/index.ts) imports, with the files only it imports (group
 * B with its organ and setup modules, group C's venues with field1 to field5); the registry in its
 * own; and what several of them share (group-b-parts, nominee-fields, the flows, share-rules) in
 * `catalogue-core`, which imports none of them, so no two catalogue chunks import each other (a cycle
 * would evaluate an entry before the parts it is built from).
 */
function catalogueChunk(id: string, infoOf: ModuleInfoOf): string | undefined {
  if (!id.startsWith(catalogueRoot) || id === `${catalogueRoot}index.ts`) return undefined;
  if (id === catalogueRegistry) return 'catalogue-modules';
  const owners = new Set<string>();
  const ownersOf = (file: string, seen: Set<string>): void => {
    for (const importer of infoOf(file)?.importers ?? []) {
      if (importer === catalogueRegistry) owners.add(`catalogue-${basename(file, '.ts')}`);
      else if (importer.startsWith(catalogueModules) && !seen.has(importer)) ownersOf(importer, seen.add(importer));
      else if (!importer.startsWith(catalogueModules)) owners.add('catalogue-core');
    }
  };
  const fromModules = (infoOf(id)?.importers ?? []).some((importer) => importer.startsWith(catalogueModules));
  if (!id.startsWith(catalogueModules)) return fromModules ? 'catalogue-core' : undefined;
  ownersOf(id, new Set([id]));
  return owners.size === 1 ? [...owners][0] : 'catalogue-core';
}

function vendorChunk(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined {
  if (VENDOR_REACT.test(id)) return 'vendor-react';
  return VENDOR_PAGE_LIBRARIES.find(([pattern]) => pattern.test(id))?.[1] ?? catalogueChunk(id, getModuleInfo);
}

/** The console is served by the API server from web/dist; in development Vite proxies /api to it. */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), blueprintIconFiles(), sideEffectFree(sources, [entry]), withoutExamples(catalogueModules)],
  css: { postcss: { plugins: [leanBlueprintCss()] } },
  resolve: {
    alias: [
      { find: /^postcss$/, replacement: fileURLToPath(new URL('./src/app/postcss-parse-stub.ts', import.meta.url)) },
      // React Router 7 points bundlers at its development build (warnings and checks); production ships its production build.
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // What each chunk imports, read by scripts/bundle-sizes.ts and the budget test.
    manifest: true,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    // The catalogue lives outside web/ and is imported by relative path.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
