#!/usr/bin/env node
// Moves folders by a plan (tools/moves/*.json: old path prefix -> new) and keeps every import true:
// each relative specifier is resolved from its file's old place to its old target, mapped, and
// written again from the new place in the same form (no extension stays none, a folder import stays
// a folder import). Paths named in prose (`services/flow/...` in docs and comments) are mapped too.
//
//   node tools/move-folders.mjs tools/moves/<plan>.json          move (git mv) and rewrite the repository
//   node tools/move-folders.mjs tools/moves/<plan>.json --fix F…  after the move: rewrite only files F (tracked, written
//                                                                 against the old layout by a merged branch), moving
//                                                                 those still in a moved folder
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';

const [planFile, mode, ...fixFiles] = process.argv.slice(2);
if (!planFile) throw new Error('usage: move-folders.mjs <plan.json> [--fix files...]');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(root);
/** [old prefix, new prefix], folder paths relative to the repository, without a trailing slash. */
const moves = JSON.parse(readFileSync(planFile, 'utf8')).moves.sort((a, b) => b[0].length - a[0].length);

/** A repository path's new place (itself when no move names it). */
function moved(path) {
  for (const [from, to] of moves) if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
  return path;
}
/** Its old place: the inverse of `moved`, for files that already sit in the new layout. */
function unmoved(path) {
  for (const [from, to] of [...moves].sort((a, b) => b[1].length - a[1].length))
    if (path === to || path.startsWith(`${to}/`)) return from + path.slice(to.length);
  return path;
}
const isFile = (p) => existsSync(p) && statSync(p).isFile();
/** Whether an old-layout path names a file, before the move (on disk) or after it (at its new place). */
const oldFile = (p) => isFile(p) || (moved(p) !== p && isFile(moved(p)));

const SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.mjs', '.js', '/index.ts', '/index.tsx'];
/** The old target of a specifier written in a file at `at` (old layout) and the suffix it left out. */
function target(at, spec) {
  const base = join(dirname(at), spec);
  for (const suffix of SUFFIXES) if (oldFile(base + suffix)) return { file: base + suffix, suffix };
  return undefined;
}
function specifier(from, to) {
  const rel = relative(dirname(from), to) || '.';
  return rel.startsWith('.') ? rel : `./${rel}`;
}
// Specifiers of imports, re-exports, dynamic imports, requires and vitest mocks.
const SPEC = /(\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*|\bvi\.mock\(\s*|\bimportActual\(\s*)(['"])(\.\.?(?:\/[^'"\n]*)?)\2/g;

/** A file's text with its specifiers written from `newAt`, read from `oldAt`. */
function rewriteImports(text, oldAt, newAt) {
  return text.replace(SPEC, (whole, lead, quote, spec) => {
    const found = target(oldAt, spec);
    if (!found) return whole;
    const next = moved(found.file);
    const written = found.suffix ? next.slice(0, next.length - found.suffix.length) : next;
    let out = specifier(newAt, written);
    if (spec.endsWith('/') && !out.endsWith('/')) out += '/';
    return `${lead}${quote}${out}${quote}`;
  });
}
// A moved folder named in prose: `services/flow-admin/x.ts`, not a relative specifier's tail (`../services/...`).
const prose = new RegExp(`(?<![\\w./-])(${moves.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`, 'g');
const rewriteProse = (text) => text.replace(prose, (path) => moved(path));

const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|md|json|ya?ml|sh|css|html)$|(^|\/)(Dockerfile|run)$/;

if (mode === '--fix') {
  for (const file of fixFiles) {
    const text = readFileSync(file, 'utf8');
    const oldAt = unmoved(file);
    // Resolved from where it was written: its old place when git moved it with its folder, else here.
    const at = oldAt !== file && [...text.matchAll(SPEC)].some((m) => target(oldAt, m[3])) ? oldAt : file;
    // A file still in a moved folder (added there by a merged branch) follows its folder.
    const to = moved(file);
    const out = rewriteProse(rewriteImports(text, at, to));
    if (out !== text) writeFileSync(file, out);
    if (to !== file) {
      mkdirSync(dirname(to), { recursive: true });
      execFileSync('git', ['mv', file, to]);
    }
  }
} else {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && isFile(f));
  const plan = files.map((file) => {
    const text = TEXT.test(file) ? readFileSync(file, 'utf8') : undefined;
    const to = moved(file);
    let out = text;
    if (out !== undefined && CODE.test(file)) out = rewriteImports(out, file, to);
    if (out !== undefined && !/package-lock\.json$|^tools\/moves\//.test(file)) out = rewriteProse(out);
    return { file, to, changed: out !== text ? out : undefined };
  });
  for (const { file, changed } of plan) if (changed !== undefined) writeFileSync(file, changed);
  for (const { file, to } of plan) {
    if (to === file) continue;
    mkdirSync(dirname(to), { recursive: true });
    execFileSync('git', ['mv', file, to]);
  }
  execFileSync('git', ['add', '-A', '--', ...new Set(plan.map((p) => p.file.split('/')[0]))]);
}
