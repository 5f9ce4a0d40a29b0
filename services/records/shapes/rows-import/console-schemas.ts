import { Type } from '@sinclair/typebox';

/** A cell of an imported row as the form's body holds it: text, a number (money in fen), a multiple choice's keys, or nothing. */
const ImportedCell = Type.Union([Type.String(), Type.Number(), Type.Array(Type.String()), Type.Null()]);

/**
 * The console's name for `rowsImport`'s answer (`consoleSchemas`): the modules' own operations type
 * the rows by their columns; the console's table, one component for every such field, reads this.
 */
export const ROWS_IMPORT_CONSOLE_SCHEMAS = [
  Type.Object({ field: Type.String(), rows: Type.Array(Type.Record(Type.String(), ImportedCell)) }, { $id: 'RowsImport' }),
];
