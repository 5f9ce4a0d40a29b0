import type { FieldError, Lang, ModuleEntry } from '../../catalogue';
import { fieldErrorText } from '../../i18n';

/** One refusal of an imported workbook: the sheet's row (as Excel numbers it) and column, and why. */
export interface ImportProblem {
  /** The path the server named: `rows[3].authorMobile`, or `filepath` for the workbook as a whole. */
  path: string;
  /** The row's number in the sheet (the header is row 1); none for a problem of the whole workbook. */
  row?: number;
  /** The column: the label of the work's field. */
  label?: string;
  message: string;
}

const CELL = /^rows\[(\d+)\]\.(.+)$/;

/** The server's 400 on an import as a person reads it: each refused cell by row and column label. */
export function importProblems(child: ModuleEntry, errors: readonly FieldError[], lang: Lang): ImportProblem[] {
  return errors.map((e) => {
    const cell = CELL.exec(e.field);
    const field = cell ? child.fields.find((f) => f.name === cell[2]) : undefined;
    const label = field?.label[lang] ?? cell?.[2];
    return {
      path: e.field,
      ...(cell ? { row: Number(cell[1]), label } : {}),
      message: fieldErrorText(lang, { ...e, field: cell?.[2] ?? e.field }, label),
    };
  });
}
