import type { Kysely } from 'kysely';
import type { CellContext, FieldDef, Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { attachmentNames } from './attachment-names';
import { dictLabels } from './dict-labels';
import { fieldValues } from './field-values';
import { pickerCellNames, pickerNames } from './picker-names';
import { regionFullNames } from './region-path';

/**
 * Everything the cells of `fields` need to show `forms` by name (sheets, previews): the regions' full
 * names, the dictionaries' labels, the names of the unions and persons the pickers hold and those of
 * the files the file fields hold (a row's photo by its file name).
 */
export async function cellContext(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly FieldDef[],
  forms: readonly unknown[],
  lang: Lang,
): Promise<CellContext> {
  const [regions, labels, names, files] = await Promise.all([
    regionFullNames(db, fieldValues(fields, forms, 'region')),
    dictLabels(db, tenantId, fields, lang),
    pickerNames(db, tenantId, fields, forms),
    attachmentNames(db, tenantId, fields, forms),
  ]);
  return { lang, regionNames: Object.fromEntries(regions), dictLabels: labels, ...pickerCellNames(names), attachmentNames: files };
}
