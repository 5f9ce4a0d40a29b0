import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  engines?: { node?: string };
  hasInstallScript?: boolean;
  optional?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines: { node: string };
  overrides?: Record<string, string | Record<string, string>>;
  allowScripts?: Record<string, boolean>;
};

/** The package's name from its place in the lock (`node_modules/a/node_modules/@s/b` → `@s/b`). */
const nameAt = (where: string) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The lowest Node.js version package.json admits (`>=20.19` → 20.19.0). */
const lowestNode = semver.minVersion(pkg.engines.node)!;

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

  // A fresh `npm install` must print nothing a newcomer should worry about: these are what it warned of.
  it('holds no package that asks for a newer Node.js than package.json admits (EBADENGINE)', () => {
    const newer = Object.entries(lock.packages)
      .filter(([where, entry]) => where && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowestNode, entry.engines!.node!, { includePrerelease: true }))
      .map(([where, entry]) => `${where} (node ${entry.engines!.node})`);
    expect(newer).toEqual([]);
  });

  it('approves or denies every install script in allowScripts (npm 11 warns of the others)', () => {
    const listed = new Set(Object.keys(pkg.allowScripts ?? {}));
    const open = Object.entries(lock.packages)
      .filter(([where, entry]) => where && entry.hasInstallScript && !entry.optional)
      .map(([where]) => nameAt(where))
      .filter((name) => !listed.has(name));
    expect([...new Set(open)]).toEqual([]);
  });

  it('meets every peer dependency on the root React, or overrides it for that package (ERESOLVE)', () => {
    const root: Record<string, string> = {
      react: lock.packages['node_modules/react']!.version!,
      'react-dom': lock.packages['node_modules/react-dom']!.version!,
    };
    const unmet = Object.entries(lock.packages).flatMap(([where, entry]) =>
      Object.entries(entry.peerDependencies ?? {})
        .filter(([peer]) => peer in root && !entry.peerDependenciesMeta?.[peer]?.optional)
        .filter(([peer, range]) => !semver.satisfies(root[peer]!, range))
        .filter(([peer]) => {
          const override = pkg.overrides?.[nameAt(where)];
          return typeof override !== 'object' || override[peer] !== `$${peer}`;
        })
        .map(([peer, range]) => `${where} wants ${peer} ${range}`),
    );
    expect(unmet).toEqual([]);
  });
});
