// What the console's build adds to Vite (web/vite.config.ts) to keep the first load light: Blueprint's
// icons as one small file each, and Blueprint's stylesheet without what this console never draws.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const iconsRoot = dirname(require.resolve('@blueprintjs/icons/package.json'));
const iconsVersion = (JSON.parse(readFileSync(join(iconsRoot, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Each Blueprint icon's SVG paths as a file of its own, `assets/icons/<version>/<16|20>/<name>.json`,
 * which the console fetches the first time it shows the icon (web/src/app/icon-paths.ts), instead of
 * Blueprint's default of every icon of a size at once (two chunks of about 96 KB gzip). The version
 * in the folder keeps a browser from holding an older release's paths.
 */
export function blueprintIconFiles(): Plugin {
  let base = '/';
  return {
    name: 'blueprint-icon-files',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve Blueprint's loaders first.
    enforce: 'pre',
    config: () => ({ define: { BLUEPRINT_ICON_PATHS: JSON.stringify(`/assets/icons/${iconsVersion}`) } }),
    // Blueprint's own loaders (every icon of a size, or of both) are never called once the console
    // sets its loader, before anything is drawn: they are not built, which leaves out their chunks.
    // Likewise the table of every icon's name (about 10 KB gzip in the first load), which the loader
    // reads only to refuse an unknown name before loading it: here an unknown name's file is missing
    // instead, and the loader logs that failure as it logs a refused name.
    resolveId(source, importer) {
      if (!importer?.includes('@blueprintjs/icons')) return null;
      if (/\/paths-loaders\/(allPathsLoader|splitPathsBySizeLoader)$/.test(source)) {
        return `\0blueprint-loader:${source.slice(source.lastIndexOf('/') + 1)}`;
      }
      if (source === './iconNames' && /[\\/]iconLoader\.js$/.test(importer)) return '\0blueprint-icon-names';
      return null;
    },
    load(id) {
      if (id === '\0blueprint-icon-names') {
        return 'export const IconNames = {}; export const IconNamesSet = { has: (name) => typeof name === "string" && /^[a-z0-9-]+$/.test(name) };';
      }
      if (!id.startsWith('\0blueprint-loader:')) return null;
      const name = id.slice('\0blueprint-loader:'.length);
      return `export const ${name} = () => Promise.reject(new Error('the console loads its icons through app/icon-paths.ts'));`;
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      for (const size of [16, 20]) {
        const folder = join(iconsRoot, 'lib', 'cjs', 'generated', `${size}px`, 'paths');
        for (const file of readdirSync(folder).filter((f) => f.endsWith('.js') && f !== 'index.js')) {
          const paths = (require(join(folder, file)) as { default: string[] }).default;
          const name = file.slice(0, -'.js'.length);
          this.emitFile({ type: 'asset', fileName: `assets/icons/${iconsVersion}/${size}/${name}.json`, source: JSON.stringify(paths) });
        }
      }
      if (base !== '/') this.warn(`icon files assume base "/", not "${base}"`);
    },
  };
}

/**
 * The catalogue and the console's own modules do nothing when imported (only the entry, main.tsx,
 * does): they declare data, functions and components, and import their stylesheets. Said so, the
 * bundler takes a module only where a chunk reads one of its exports, not wherever a folder's index
 * re-exports it; otherwise an import of one hook from a feature's index, or of one helper from the
 * catalogue's, brings every component and module entry behind it into the first load.
 */
export function sideEffectFree(roots: string[], except: string[]): Plugin {
  return {
    name: 'side-effect-free',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || except.includes(id) || !roots.some((root) => id.startsWith(root))) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

/** `.bp6-icon-add::before { content: … }`: a glyph of Blueprint's icon font, which the console never loads (its icons are SVG). */
const ICON_FONT_GLYPH = /^\.bp\d+-icon-[a-z0-9-]+::before$/;
const DARK_THEME = /\.bp\d+-dark\b/;
/**
 * Blueprint components the console does not use, nor any Blueprint component it uses: their rules go.
 * (`grep -rhoE "\\b(Slider|Tree|CompoundTag|TagInput|Tooltip|KeyCombo|...)\\b" web/src` finds none, nor does
 * @blueprintjs/datetime draw one; the hotkeys' dialog and key combos go with the hotkeys provider the
 * console leaves out. A component added later needs its name taken off this list, or it is drawn unstyled.)
 */
const UNUSED_COMPONENTS = [
  'breadcrumb',
  'breadcrumbs',
  'card-list',
  'compound-tag',
  'context-menu',
  'drawer',
  'editable-text',
  'entity-title',
  'hotkey',
  'hotkey-column',
  'hotkey-dialog',
  'key',
  'key-combo',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'overflow-list',
  'panel-stack',
  'panel-stack2',
  'section',
  'segmented-control',
  'skeleton',
  'slider',
  'tag-input',
  'tooltip',
  'tree',
];
// A component's class and its parts' (`bp6-tree`, `bp6-tree-node`), not a longer name.
const UNUSED = new RegExp(`\\.bp\\d+-(${UNUSED_COMPONENTS.join('|')})(?!\\w)`);

/**
 * Blueprint's stylesheet without its dark theme (the console has none: nothing sets `bp6-dark`),
 * the icon font's glyphs and the components the console never draws: 40 % of its size. Applied to
 * Blueprint's own files only.
 */
export function leanBlueprintCss(): PostcssPlugin {
  return {
    postcssPlugin: 'lean-blueprint-css',
    Once(root, { result }) {
      if (!/[\\/]@blueprintjs[\\/]/.test(result.opts.from ?? '')) return;
      root.walkRules((rule) => {
        if (rule.selectors.every((s) => ICON_FONT_GLYPH.test(s))) {
          rule.remove();
          return;
        }
        const light = rule.selectors.filter((s) => !DARK_THEME.test(s) && !UNUSED.test(s));
        if (light.length === 0) rule.remove();
        else if (light.length < rule.selectors.length) rule.selectors = light;
      });
    },
  };
}

/** The module entries' keys holding test data: a complete form (the OpenAPI example, the tests' fixture) and a reviewer's fill-in. */
const EXAMPLE_KEYS = new Set(['example', 'approvalExample']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Every `example: …` and `approvalExample: …` property under `node`, outermost first. */
function exampleProperties(node: AstNode, found: AstNode[] = []): AstNode[] {
  const key = node.key as AstNode | undefined;
  if (node.type === 'Property' && !node.computed && key?.type === 'Identifier' && EXAMPLE_KEYS.has(key.name as string)) {
    found.push(node);
    return found;
  }
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) exampleProperties(item, found);
  }
  return found;
}

/**
 * The module entries' `example`s (every module's complete form, with its rows and files: about 22 KB
 * gzip of the catalogue chunk, and growing with each module) are the server's and the tests' data:
 * the console never reads them, so in its build each is an empty object, and the constants they
 * were built from go unused and are left out. The catalogue's types still say every entry has one.
 */
export function withoutExamples(modulesRoot: string): Plugin {
  return {
    name: 'without-examples',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(modulesRoot) || !/\.tsx?$/.test(id) || !/\b(example|approvalExample)\b/.test(code)) return null;
      const found = exampleProperties(this.parse(code) as unknown as AstNode);
      if (found.length === 0) return null;
      // Each property becomes `example: {}` followed by the lines it spanned, so that every line after it keeps its number.
      let out = '';
      let from = 0;
      for (const property of found) {
        const key = property.key as AstNode;
        const lines = code.slice(property.start, property.end).split('\n').length - 1;
        out += `${code.slice(from, property.start)}${code.slice(key.start, key.end)}: {}${'\n'.repeat(lines)}`;
        from = property.end;
      }
      return { code: out + code.slice(from), map: null };
    },
  };
}
