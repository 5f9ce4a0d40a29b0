// The portal's programs as the cluster runs them: built JavaScript in dist/server/ (portal-parts.ts),
// built by scripts/build-server.ts when a source is newer than the last build (as `npm start` does).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './layout';
import { commandLine } from './portal-parts';

const run = promisify(execFile);

/** Builds dist/server/ when the API's or the worker's command runs it and a source changed since the last build. */
export async function ensureServerBuilt(log: (line: string) => void): Promise<void> {
  if (![commandLine('api'), commandLine('worker')].some((command) => command.some((word) => word.startsWith('dist/server/')))) return;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--when-stale'], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  log(stdout.trim());
}
