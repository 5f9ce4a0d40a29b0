import type { FieldDef } from '../../../../catalogue';
import { DEFAULT_IMPORT_LIMITS } from '../../sheet-import';
import { badRequest } from '../../../platform/core';

/** Why the rows' template and import exist beyond calls.tsv. */
export const ROWS_INFERRED = "a rows field's import from a sheet (docs/forms/group-c-rights.md, 'Row import')";

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The form's rows field with `rowsImport` named by the call, or 400 naming `field`. */
export function importField(fields: readonly FieldDef[], name: string): FieldDef {
  const field = fields.find((f) => f.name === name);
  if (!field) throw badRequest('field', 'oneOf', 'rowsImportField', { field: name.slice(0, 40) || 'field' });
  return field;
}

/** The rows one sheet may hold: the field's `maxItems`, else the reader's limit. */
export function maxRowsOf(field: FieldDef): number {
  const max = field.rules.find((r) => r.rule === 'maxItems');
  return max && 'value' in max && typeof max.value === 'number' ? max.value : DEFAULT_IMPORT_LIMITS.maxRows;
}
