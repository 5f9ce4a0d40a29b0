// Builds the Temporal server and its SQL tool from the Go module proxy (as .ci/run builds the CLI),
// once, into <dir>/bin, and finds the server module's schema files in the module cache.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPORAL_SERVER_MODULE, TEMPORAL_SERVER_VERSION, type Layout } from './layout';

/** The programs and the module's packages they are built from (the SQL tool lives at cmd/tools/sql since 1.2x). */
const PROGRAMS = [
  { name: 'temporal-server', pkg: 'cmd/server', built: 'server' },
  { name: 'temporal-sql-tool', pkg: 'cmd/tools/sql', built: 'sql' },
] as const;

export const serverBinary = (layout: Layout) => join(layout.binDir, 'temporal-server');
export const sqlToolBinary = (layout: Layout) => join(layout.binDir, 'temporal-sql-tool');

function goBinary(): string {
  for (const candidate of [process.env.GO, ...(process.env.PATH ?? '').split(':').map((d) => join(d, 'go')), '/usr/local/go/bin/go']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('Go is not installed: the cluster builds the Temporal server with `go install` (Go 1.24 or later)');
}

/** `go install`s what is missing; answers at once when both programs are there. */
export async function ensureTemporalBuilt(layout: Layout, log: (m: string) => void): Promise<void> {
  const missing = PROGRAMS.filter((p) => !existsSync(join(layout.binDir, p.name)));
  if (missing.length === 0) return;
  mkdirSync(layout.binDir, { recursive: true });
  const targets = missing.map((p) => `${TEMPORAL_SERVER_MODULE}/${p.pkg}@${TEMPORAL_SERVER_VERSION}`);
  log(`building ${targets.join(' and ')} into ${layout.binDir} (once; 5-15 minutes on 2 cores) ...`);
  await new Promise<void>((done, fail) => {
    // Outside the repository: the portal has no go.mod, and `go install pkg@version` needs none.
    const child = spawn(goBinary(), ['install', ...targets], {
      cwd: layout.binDir,
      stdio: 'inherit',
      env: { ...process.env, GOBIN: layout.binDir, GOFLAGS: '-buildvcs=false' },
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`go install exited ${code}`))));
  });
  for (const program of missing) renameSync(join(layout.binDir, program.built), join(layout.binDir, program.name));
}

/** The module's folder in GOMODCACHE (`go mod download` fetches it when the build has not). */
export async function serverModuleDir(): Promise<string> {
  const out = await new Promise<string>((done, fail) => {
    execFile(
      goBinary(),
      ['mod', 'download', '-json', `${TEMPORAL_SERVER_MODULE}@${TEMPORAL_SERVER_VERSION}`],
      { cwd: '/' },
      (error, stdout, stderr) => (error ? fail(new Error(`go mod download: ${stderr || error.message}`)) : done(stdout)),
    );
  });
  const dir = (JSON.parse(out) as { Dir?: string }).Dir;
  if (!dir || !existsSync(join(dir, 'schema'))) throw new Error(`go mod download gave no schema folder for ${TEMPORAL_SERVER_MODULE}`);
  return dir;
}
