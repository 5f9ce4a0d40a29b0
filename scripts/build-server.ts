// `npm run build:server`: the server as built JavaScript in dist/server/, run with plain `node` in
// production (no runtime transpiler): the entry points api.js, worker.js, start.js (all in one) and
// rebuild.js, the workflow bundle Temporal's worker loads (made here once, not by webpack at every
// start), and the BPMN reader's thread. `--when-stale` builds only when a source is newer than the
// last build (what `npm start` runs first). docs/PERFORMANCE-PROCESS.md says why esbuild.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode } from '@temporalio/worker';
import { build, type Loader, type Plugin } from 'esbuild';
import { newestMtime } from '../services/platform/entry-points/util';
import { workflowsPath } from '../workflows';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist', 'server');
const infoFile = join(outdir, 'build-info.json');

/** The programs, by the name of their file in dist/server/. */
const entryPoints = {
  api: 'services/platform/entry-points/api.ts',
  worker: 'services/platform/entry-points/worker.ts',
  start: 'services/platform/entry-points/start.ts',
  rebuild: 'services/platform/entry-points/rebuild.ts',
  'bpmn-reader-thread': 'services/flow/bpmn/reader-thread.ts',
};

/** What services/platform/config/build-output.ts finds, relative to the repository's root. */
const outputs = {
  workflowBundle: 'dist/server/workflow-bundle.js',
  bpmnReaderThread: 'dist/server/bpmn-reader-thread.js',
};

/** Everything the server bundles come from: a change here makes the build stale. */
const sources = ['catalogue', 'db', 'services', 'workflows', 'package-lock.json', 'scripts/build-server.ts'];

/**
 * Each bundled module keeps its own source's `import.meta.url` (relative to the bundle, so the
 * repository may move), so paths to the repository's files (assets/fonts, web/dist) hold as they
 * do from the sources.
 */
const sourceImportMetaUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      const loader = (args.path.match(/\.([cm]?[jt]sx?)$/)?.[1]?.replace(/^[cm]/, '') ?? 'ts') as Loader;
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader };
    });
  },
};

function isStale(): boolean {
  let built: number;
  try {
    built = statSync(infoFile).mtimeMs;
  } catch {
    return true;
  }
  return Math.max(...sources.map((p) => newestMtime(join(root, p)))) > built;
}

async function buildServer(): Promise<void> {
  const began = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node_modules stay where they are: production installs them (npm ci --omit=dev).
    packages: 'external',
    // One folder of output: the plugin's relative URLs need every chunk at the same depth.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    keepNames: true,
    define: { PORTAL_BUILD_OUTPUTS: JSON.stringify(outputs) },
    plugins: [sourceImportMetaUrl],
    logLevel: 'warning',
    metafile: true,
  });
  const bundled = performance.now();
  const { code } = await bundleWorkflowCode({
    workflowsPath,
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error },
  });
  writeFileSync(join(root, outputs.workflowBundle), code);
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules')).length;
  writeFileSync(infoFile, `${JSON.stringify({ builtAt: new Date().toISOString(), entryPoints, outputs, inputs }, null, 2)}\n`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Built the server into ${relative(root, outdir)}/: ${inputs} source files (${seconds(bundled - began)}), ` +
      `the workflow bundle (${seconds(performance.now() - bundled)}).`,
  );
}

if (process.argv.includes('--when-stale') && !isStale()) {
  console.log(`The server build in ${relative(root, outdir)}/ is up to date.`);
} else {
  await buildServer();
}
