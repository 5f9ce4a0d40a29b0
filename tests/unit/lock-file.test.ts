import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Where npm finds `dep` for the package installed at `where`: beside it, then in each ancestor. */
function resolve(where: string, dep: string): LockEntry | undefined {
  let base = where;
  for (;;) {
    const found = lock.packages[`${base ? `${base}/` : ''}node_modules/${dep}`];
    if (found) return found;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json, as npm ci reads it', () => {
  it('lists every dependency of package.json', () => {
    const missing = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((dep) => !resolve('', dep));
    expect(missing).toEqual([]);
  });

  it('lists every optional platform build of every locked package, for every platform', () => {
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) if (!resolve(where, dep)) missing.push(`${where} -> ${dep}`);
    }
    expect(missing).toEqual([]);
  });

  it('marks each platform build with the os and cpu npm uses to skip it elsewhere', () => {
    const unmarked = Object.entries(lock.packages)
      .filter(([where]) => /\/(core|rollup)-(darwin|win32|android|freebsd|openbsd|openharmony)-/.test(where))
      .filter(([, entry]) => !entry.os?.length || !entry.cpu?.length)
      .map(([where]) => where);
    expect(unmarked).toEqual([]);
  });
});
