import type { FieldKind } from '../../../catalogue';
import type { InputComponent } from './input-types';
import { MoneyLinesInput } from './MoneyLinesInput';
import { RowsInput } from './RowsInput';
import { cellInputs } from './cell-inputs';

/** The console's input per field kind; a kind missing here does not compile. */
export const fieldInputs: { readonly [K in FieldKind]: InputComponent } = { ...cellInputs, rows: RowsInput, moneyLines: MoneyLinesInput };

/** Kinds whose input takes the form's whole width. */
export const wideKinds: ReadonlySet<FieldKind> = new Set(['textarea', 'attachments', 'rows', 'moneyLines', 'richText', 'dictMulti']);
