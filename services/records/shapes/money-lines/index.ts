/**
 * The calls of the `moneyLines` field kind (docs/forms/group-d.md "The lines" and "The sheet in the
 * federation's layout"), on every module whose entry has a lines field: `linesTemplate` and
 * `importLines` (the field's sheet written and read back, all or nothing), and, where the entry
 * names `document.linesSheet`, the record's 预算表 / 决算表. Calls beyond calls.tsv: marked
 * `x-inferred` in OpenAPI.
 */
import type { FieldDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { registerLinesImport } from './lines-import';
import { registerLinesSheet, registerLinesTemplate } from './lines-documents';

export const moneyLinesShape: RecordShape<readonly FieldDef[]> = {
  name: 'moneyLines',
  option: (entry) => {
    const fields = entry.fields.filter((f) => f.kind === 'moneyLines' && f.lines);
    return fields.length ? fields : undefined;
  },
  routes: (entry, fields) => async (app) => {
    registerLinesTemplate(app, entry, fields);
    registerLinesImport(app, entry, fields);
    registerLinesSheet(app, entry);
  },
};
