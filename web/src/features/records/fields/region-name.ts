/** How the levels of a region's full name are joined (省 / 市 / 区 / 街道), as in the preview PDF. */
export const REGION_SEPARATOR = ' / ';

/** The codes from the top of the tree down to the region: its `ancestors` (comma-separated), then itself. */
export function regionChain(code: string, ancestors: string | undefined): string[] {
  return [...(ancestors ?? '').split(',').filter((c) => c && c !== '00' && c !== '0'), code];
}

/** A region's full name from the names along its chain; unknown levels are left out. */
export function joinRegionNames(names: (string | undefined)[]): string {
  return names.filter((n): n is string => Boolean(n)).join(REGION_SEPARATOR);
}
