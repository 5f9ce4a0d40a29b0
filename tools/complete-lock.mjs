#!/usr/bin/env node
/* global URL, console */
// Adds to package-lock.json the platform builds (os/cpu-specific optional dependencies) that the npm
// registry reachable from our machines does not serve, so that `npm ci` finds the lock in step with
// package.json on every platform. npm skips these entries on a machine whose os/cpu/libc differ, and
// on a machine that needs one it fetches it as usual (the entry carries no integrity, which npm then
// takes from the registry). Run after `npm install` changes the lock: `node tools/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
};

/** os, cpu and libc of a platform build, read from its name (`…-linux-arm64-musl`, `…-win32-x64-msvc`). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const at = parts.findIndex((p) => OS.includes(p));
  if (at < 0) return null;
  const cpu = CPU[parts[at + 1]];
  if (!cpu) return null;
  const rest = parts.slice(at + 2).join('-');
  const libc = parts[at] === 'linux' ? (rest.includes('musl') ? 'musl' : rest.includes('gnu') ? 'glibc' : undefined) : undefined;
  return { os: [parts[at]], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = where ? `${where}/node_modules/` : 'node_modules/';
    // npm resolves a dependency next to its parent first, then at the top.
    if (lock.packages[`${base}${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    // Keys in the order npm writes them.
    lock.packages[`node_modules/${dep}`] = {
      version,
      cpu: platform.cpu,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      optional: true,
      os: platform.os,
    };
    added.push(`${dep}@${version}`);
  }
}
// npm's own order, so a later `npm install` rewrites no more than it changes.
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform builds:\n  ${added.join('\n  ')}` : 'lock file complete');
