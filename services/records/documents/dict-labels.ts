import type { Kysely } from 'kysely';
import type { FieldDef, Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { dictionaryItems, itemsIn } from '../../admin/dictionaries';

/** The dictionary codes of `fields`, columns of rows fields included. */
function dictCodes(fields: readonly FieldDef[]): string[] {
  return fields.flatMap((f) => [
    ...((f.kind === 'dict' || f.kind === 'dictMulti') && f.dict ? [f.dict] : []),
    ...dictCodes(f.columns ?? []),
  ]);
}

/** Label per key of every dictionary `fields` use, as the tenant's forms offer them to a reader in `lang` (cached reads). */
export async function dictLabels(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  lang: Lang = 'zh',
): Promise<Record<string, Record<string, string>>> {
  const codes = [...new Set(dictCodes(fields))];
  const items = await Promise.all(codes.map(async (code) => itemsIn(lang, await dictionaryItems(db, tenantId, code))));
  return Object.fromEntries(codes.map((code, i) => [code, Object.fromEntries(items[i]!.map((item) => [item.dictKey, item.dictValue]))]));
}
