// Builds the console (web/dist) when it is missing or older than its sources, so `npm start` always
// serves what is in the working tree without a separate build step.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './util';

export function consoleIsStale(repoRoot: string): boolean {
  const built = join(repoRoot, 'web', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  // The console imports the catalogue too, so a catalogue change also calls for a rebuild.
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/build-plugins.ts', 'catalogue'].map((p) => join(repoRoot, p));
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

export async function ensureConsoleBuilt(repoRoot: string, log: (m: string) => void = console.log): Promise<void> {
  if (!consoleIsStale(repoRoot)) return;
  log('Building the console (vite build --config web/vite.config.ts) ...');
  const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
  await new Promise<void>((done, fail) => {
    // Production, whoever asks: under vitest NODE_ENV is `test`, and Vite would then bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit', env });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build failed (exit ${code}).`))));
  });
}
