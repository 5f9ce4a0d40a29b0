import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes, type BundleSizes } from '../../scripts/bundle-sizes';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type { BundleSizes, ChunkSize } from '../../scripts/bundle-sizes';

async function viteBuild(outDir: string): Promise<void> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });
}

/**
 * Builds the console as production does (web/vite.config.ts) into a directory of its own (web/dist
 * stays the browser tests'), with vite's manifest, and measures what the browser downloads, gzipped.
 */
export async function measureBundle(): Promise<BundleSizes> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-console-'));
  try {
    await viteBuild(outDir);
    // The first load is the larger of the login and home pages' (scripts/bundle-sizes.ts, which the budget test reads too).
    return bundleSizes(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
