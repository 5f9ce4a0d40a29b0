import type { RegionNode } from '../../../api';

/** The parent code of the tree's top level. */
export const REGION_ROOT = '00';

/** One choice of a region level. */
export interface RegionOption {
  code: string;
  name: string;
  hasChildren: boolean;
}

/** A lazy-tree node as a choice (its code is its `value`); none for a node without a code. */
export function toRegionOption(node: RegionNode): RegionOption | undefined {
  const code = node.value || node.key || node.id;
  if (!code) return undefined;
  return { code, name: node.title || code, hasChildren: node.hasChildren };
}

/**
 * The likely chain of codes from the top down to `code` (province, city, district, town, village),
 * used to reopen the selects of a saved value; `reconcileRegionPath` drops links the tree lacks.
 */
export function guessRegionPath(code: string): string[] {
  if (!/^\d{6}(\d{3}){0,2}$/.test(code)) return code ? [code] : [];
  const chain = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code.slice(0, 6)];
  if (code.length >= 9) chain.push(code.slice(0, 9));
  if (code.length === 12) chain.push(code);
  return chain.filter((c, i) => chain.indexOf(c) === i);
}

/** The path as far as the loaded levels confirm it; levels not loaded yet keep the guess. */
export function reconcileRegionPath(path: string[], children: Record<string, RegionOption[] | 'failed'>): string[] {
  const out: string[] = [];
  let rest = path;
  while (rest.length > 0) {
    const parent = out.length === 0 ? REGION_ROOT : (out[out.length - 1] as string);
    const options = children[parent];
    if (!Array.isArray(options)) {
      out.push(...rest);
      break;
    }
    const j = rest.findIndex((c) => options.some((o) => o.code === c));
    if (j < 0) break;
    out.push(rest[j] as string);
    rest = rest.slice(j + 1);
  }
  return out;
}
