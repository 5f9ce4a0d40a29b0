import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  src?: string;
}

export interface ChunkSize {
  /** The source the chunk is named for in the manifest (a route's page for a lazy route). */
  name: string;
  file: string;
  gzipKb: number;
}

export interface BundleSizes {
  /** What the login and home pages load before anything else: the entry's scripts and CSS, gzip. */
  firstLoad: { scriptKb: number; cssKb: number; totalKb: number; files: string[] };
  /** Every script chunk loaded after the first load (lazy routes and what they share), gzip, largest first. */
  laterChunks: ChunkSize[];
}

const kb = (bytes: number) => bytes / 1024;

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
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const gz = (file: string) => kb(gzipSync(readFileSync(join(outDir, file))).length);
    const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
    if (!entry) throw new Error('the console build has no entry chunk');
    // The entry and every chunk it imports statically load at once, with their CSS.
    const first = new Set<string>();
    const walk = (key: string) => {
      if (first.has(key)) return;
      first.add(key);
      for (const k of manifest[key]?.imports ?? []) walk(k);
    };
    walk(entry[0]);
    const scripts = [...first].map((k) => manifest[k]!.file);
    const css = [...new Set([...first].flatMap((k) => manifest[k]!.css ?? []))];
    const scriptKb = scripts.reduce((n, f) => n + gz(f), 0);
    const cssKb = css.reduce((n, f) => n + gz(f), 0);
    const laterChunks = Object.entries(manifest)
      .filter(([k, c]) => !first.has(k) && c.file.endsWith('.js'))
      .map(([k, c]) => ({ name: c.src ?? k, file: c.file, gzipKb: gz(c.file) }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    return { firstLoad: { scriptKb, cssKb, totalKb: scriptKb + cssKb, files: [...scripts, ...css] }, laterChunks };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
