/**
 * The calls of a `rows` field with `rowsImport` (docs/forms/group-c-rights.md "Row import",
 * docs/FIELD-KINDS.md): `rowsTemplate` (the field's columns as a sheet) and `rowsImport` (a sheet's
 * rows read all or nothing through the one import reader, answered for the console's table). Calls
 * beyond calls.tsv: marked `x-inferred` in OpenAPI.
 */
import type { FieldDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { registerRowsImport } from './rows-import';
import { registerRowsTemplate } from './rows-template';
import { ROWS_IMPORT_CONSOLE_SCHEMAS } from './console-schemas';

export const rowsImportShape: RecordShape<readonly FieldDef[]> = {
  name: 'rowsImport',
  option: (entry) => {
    const fields = entry.fields.filter((f) => f.kind === 'rows' && f.rowsImport);
    return fields.length ? fields : undefined;
  },
  routes: (entry, fields) => async (app) => {
    registerRowsTemplate(app, entry, fields);
    registerRowsImport(app, entry, fields);
  },
  consoleSchemas: ROWS_IMPORT_CONSOLE_SCHEMAS,
};
