import type { Kysely } from 'kysely';
import type { CellContext, FieldDef, Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { dictLabels, regionFullNames } from '../../record-documents';

/** What the sheet cells of `fields` need to show `forms`: the dictionaries' labels and the regions' full names. */
export async function cellContext(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  forms: readonly unknown[],
  lang: Lang,
): Promise<CellContext> {
  const regionFields = fields.filter((f) => f.kind === 'region');
  const codes = forms.flatMap((form) => regionFields.map((f) => String((form as Record<string, unknown> | null)?.[f.name] ?? '')));
  const [regions, labels] = await Promise.all([regionFullNames(db, codes), dictLabels(db, tenantId, fields)]);
  return { lang, regionNames: Object.fromEntries(regions), dictLabels: labels };
}
