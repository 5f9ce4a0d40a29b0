import type { Kysely } from 'kysely';
import type { FieldDef } from '../../catalogue';
import type { Database } from '../../db';
import { dictionaryItems } from '../dictionaries';

/** The dictionary codes of `fields`, columns of rows fields included. */
function dictCodes(fields: readonly FieldDef[]): string[] {
  return fields.flatMap((f) => [
    ...((f.kind === 'dict' || f.kind === 'dictMulti') && f.dict ? [f.dict] : []),
    ...dictCodes(f.columns ?? []),
  ]);
}

/** Label per key of every dictionary `fields` use, as the tenant's forms offer them (cached reads). */
export async function dictLabels(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
): Promise<Record<string, Record<string, string>>> {
  const codes = [...new Set(dictCodes(fields))];
  const items = await Promise.all(codes.map((code) => dictionaryItems(db, tenantId, code)));
  return Object.fromEntries(codes.map((code, i) => [code, Object.fromEntries(items[i]!.map((item) => [item.dictKey, item.dictValue]))]));
}
