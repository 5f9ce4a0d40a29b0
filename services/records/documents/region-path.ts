import type { Kysely } from 'kysely';
import type { Database } from '../../../db';

/** How the levels of a region's full name are joined (省 / 市 / 区 / 街道). */
export const REGION_SEPARATOR = ' / ';

/**
 * The full names of region codes, from the top of the tree down to the region itself
 * (`北京市 / 海淀区 / 中关村街道`); a code the tree does not hold keeps the code.
 */
export async function regionFullNames(db: Kysely<Database>, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter((c) => /^[0-9]{1,20}$/.test(c)))];
  const out = new Map<string, string>();
  if (wanted.length === 0) return out;
  const regions = await db.selectFrom('region').select(['code', 'ancestors', 'name']).where('code', 'in', wanted).execute();
  const chains = new Map(regions.map((r) => [r.code, [...r.ancestors.split(',').filter(Boolean), r.code]]));
  const all = [...new Set([...chains.values()].flat())];
  const names = new Map(
    (await db.selectFrom('region').select(['code', 'name']).where('code', 'in', all).execute()).map((r) => [r.code, r.name]),
  );
  for (const [code, chain] of chains) {
    // An ancestor missing from the tree is left out rather than shown as a code.
    out.set(
      code,
      chain
        .map((c) => names.get(c))
        .filter(Boolean)
        .join(REGION_SEPARATOR),
    );
  }
  return out;
}
