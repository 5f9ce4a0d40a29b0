import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findOnPath, isExecutable } from '../../services/platform/entry-points';

const SOURCE = new URL('../../scripts/compose-check/', import.meta.url).pathname;

/** Where `.ci/run` builds the checker: named by a hash of its sources, so a changed checker is built again. */
function binaryPath(): string {
  const sources = ['go.mod', 'go.sum', 'main.go'].map((name) => readFileSync(join(SOURCE, name)));
  const hash = createHash('sha256').update(Buffer.concat(sources)).digest('hex').slice(0, 16);
  return join(homedir(), '.cache', `compose-check-${hash}`);
}

function findGo(): string | undefined {
  const ciGo = join(homedir(), '.cache', 'ci-go');
  const downloaded = existsSync(ciGo) ? readdirSync(ciGo).map((version) => join(ciGo, version, 'bin', 'go')) : [];
  return [findOnPath('go'), '/usr/local/go/bin/go', ...downloaded].find((path): path is string => !!path && isExecutable(path));
}

/**
 * The compose-check binary (scripts/compose-check: compose-go's loader, as `docker compose config`
 * reads a file): the one `.ci/run` built, else built here once with Go.
 */
export async function composeCheck(): Promise<string> {
  const binary = process.env.COMPOSE_CHECK ?? binaryPath();
  if (isExecutable(binary)) return binary;
  const go = findGo();
  if (!go) throw new Error('compose-check is not built and Go is not installed to build it: run bash .ci/run, or install Go.');
  await new Promise<void>((done, fail) => {
    const child = spawn(go, ['build', '-o', binary, '.'], { cwd: SOURCE, stdio: 'inherit', env: { ...process.env, GOTOOLCHAIN: 'auto' } });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`go build of compose-check failed (exit ${code})`))));
  });
  return binary;
}

/** Runs the checker on `file` with `env` as the whole environment: its exit code, the resolved project (YAML) and its complaints. */
export function runComposeCheck(
  binary: string,
  file: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(binary, [file], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}
