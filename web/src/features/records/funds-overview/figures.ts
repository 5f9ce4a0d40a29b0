import { fenToYuan, type FieldDef, type Lang, type ModuleEntry } from '../../../catalogue';
import type { FundsMonth } from './api';

/** The money figures of a month row, in the table's order. */
export const FIGURES = ['payroll', 'due', 'paid', 'refunded', 'returned', 'owed'] as const satisfies readonly (keyof FundsMonth)[];
export type Figure = (typeof FIGURES)[number];

/** Fen as yuan with two decimals; nothing for a figure the month has not (a payroll never given). */
export const yuan = (fen: number | null | undefined) => (typeof fen === 'number' ? fenToYuan(fen) : '');

/** The label of the entry's field `name` (the catalogue names the month row's columns), else the name. */
export const labelOf = (entry: ModuleEntry, name: string, lang: Lang) =>
  entry.fields.find((f: FieldDef) => f.name === name)?.label[lang] ?? name;

/** The dictionary of the pay mode (`fee_pay_mode`), as the entry's field names it. */
export const payModeDict = (entry: ModuleEntry) => entry.fields.find((f) => f.name === 'payMode')?.dict;
