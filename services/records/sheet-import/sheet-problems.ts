import { Type } from '@sinclair/typebox';
import { AppError, type MessageKey } from '../../platform/core';

/** A bad cell of an imported sheet: the form's field it would fill, the sheet's row and column, the rule and its words. */
export const SheetCellError = Type.Object({
  field: Type.String(),
  row: Type.Integer(),
  column: Type.String(),
  rule: Type.String(),
  message: Type.String(),
});
export type SheetCellProblem = (typeof SheetCellError)['static'];

/** The 400 of an import refused whole: `data.errors` lists every bad cell. */
export const SheetImportErrors = Type.Object({ errors: Type.Array(SheetCellError) });

/**
 * The bad cells of an all-or-nothing import, gathered while every row is checked: `refuseIfAny`
 * then answers 400 naming all of them (the message `key` counting them), and nothing is imported.
 */
export class SheetProblems {
  readonly list: SheetCellProblem[] = [];

  add(problem: SheetCellProblem): void {
    this.list.push(problem);
  }

  get count(): number {
    return this.list.length;
  }

  refuseIfAny(key: MessageKey): void {
    if (this.list.length) throw new AppError(400, key, { count: String(this.list.length) }, { errors: this.list });
  }
}
