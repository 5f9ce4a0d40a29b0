import type { Kysely } from 'kysely';
import { filePlaces, type FieldDef } from '../../../catalogue';
import type { Database } from '../../../db';

/**
 * The names of the uploads `forms` hold in the file fields of `fields` (an image, a slot, a row's photo),
 * by id: what a sheet's or a paper form's cell shows for a file, never its number.
 */
export async function attachmentNames(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  forms: readonly unknown[],
): Promise<Record<string, string>> {
  const ids = [
    ...new Set(
      forms.flatMap((form) =>
        typeof form === 'object' && form !== null ? [...filePlaces(fields, form as Record<string, unknown>).keys()] : [],
      ),
    ),
  ];
  if (ids.length === 0) return {};
  const rows = await db.selectFrom('attachment').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}
