import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode } from '@temporalio/worker';
import { workflowsPath } from '../../workflows';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourcesHash(dir: string, hash = createHash('sha256')) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesHash(path, hash);
    else if (name.endsWith('.ts')) hash.update(name).update(readFileSync(path));
  }
  return hash;
}

/** This process's bundle: the node project's files share a process (vitest.config.ts), so each reads it once. */
let inProcess: Promise<{ code: string }> | undefined;

/**
 * The workflow bundle, built once per change of the workflow sources and kept on disk, so each
 * test file's worker starts in a moment instead of bundling again.
 */
export function workflowBundle(): Promise<{ code: string }> {
  inProcess ??= bundleFromDisk().catch((error: unknown) => {
    inProcess = undefined;
    throw error;
  });
  return inProcess;
}

async function bundleFromDisk(): Promise<{ code: string }> {
  // Every folder the bundle imports from: a change in the catalogue's lifecycle or flow models changes the workflow.
  const hash = sourcesHash(join(root, 'workflows'));
  sourcesHash(join(root, 'catalogue/lifecycle'), hash);
  sourcesHash(join(root, 'catalogue/flow-models'), hash);
  const key = hash
    .update(readFileSync(join(root, 'db/event-store/events.ts')))
    .digest('hex')
    .slice(0, 16);
  const dir = join(root, '.data/test/bundles');
  const file = join(dir, `workflows-${key}.js`);
  if (existsSync(file)) return { code: readFileSync(file, 'utf8') };
  const { code } = await bundleWorkflowCode({
    workflowsPath,
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error: console.error } as never,
  });
  mkdirSync(dir, { recursive: true });
  // Written beside and renamed: a test file starting meanwhile reads the whole bundle or none.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  return { code };
}
