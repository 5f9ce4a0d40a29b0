import { keyColumn, yuanToFen, type Lang, type LinesDef } from '../../../../catalogue';
import { message } from '../../../platform/core';
import type { LinesHeaders } from '../../documents';
import type { ImportSheet, SheetProblems } from '../../sheet-import';

/** The lines read from a sheet, each with the sheet row it came from. */
export interface SheetLines {
  lines: Record<string, unknown>[];
  rows: number[];
}

/** A month cell Excel turned into a day (2025-08 typed, 2025-08-01 kept) is that day's month. */
const monthOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text.slice(0, 7) : text);

/**
 * The lines of `field` in an imported sheet of the federation's layout: the rows under the header
 * up to its 合计 row, each a line of its key, amounts and note. An amount is yuan with at most two
 * decimals, read from the cell's text to fen exactly (no float); a formula or other text is a bad
 * cell (rule `money`), never guessed; a row with figures and no key is one too (`lineKey`). Every
 * bad cell is added to `problems`, named by its sheet row and column.
 */
export function readLines(
  sheet: ImportSheet,
  field: string,
  lines: LinesDef,
  headers: LinesHeaders,
  totalLabel: string,
  problems: SheetProblems,
  lang: Lang,
): SheetLines {
  const keyCol = keyColumn(lines);
  const at = (header: string) => sheet.header.indexOf(header);
  const bad = (row: number, column: string, target: string, rule: string, problem: string) =>
    problems.add({
      field: `${field}${target}`,
      row,
      column,
      rule,
      message: message('linesImportCell', lang, { row: String(row), column, problem }),
    });
  const money = headers.money.map((m) => ({ ...m, index: at(m.header) }));
  for (const m of money.filter((m) => m.index < 1))
    bad(sheet.headerRow, m.header, '', 'column', message('linesImportNoColumn', lang, { column: m.header }));
  const keyAt = at(headers.key);
  const nameAt = headers.name ? at(headers.name) : -1;
  const noteAt = at(headers.note);
  const out: SheetLines = { lines: [], rows: [] };
  for (const { number, cells, formulas } of sheet.rows) {
    const text = (i: number) => (i > 0 ? (cells[i] ?? '').trim() : '');
    const key = monthOf(text(keyAt));
    // The 合计 row closes the table: what follows are the figures and the signature rows.
    if (key === totalLabel || text(nameAt) === totalLabel) break;
    const i = out.lines.length;
    const filled = money.some((m) => text(m.index) !== '') || text(noteAt) !== '';
    if (key === '') {
      if (filled) bad(number, headers.key, `[${i}].${keyCol}`, 'lineKey', message('linesImportKey', lang, { column: headers.key }));
      continue;
    }
    const line: Record<string, unknown> = { [keyCol]: key };
    for (const m of money.filter((m) => m.index > 0)) {
      const value = text(m.index);
      if (formulas.includes(m.index)) bad(number, m.header, `[${i}].${m.name}`, 'money', message('linesImportFormula', lang));
      else if (value !== '') {
        const fen = yuanToFen(value);
        if (fen === null)
          bad(number, m.header, `[${i}].${m.name}`, 'money', message('linesImportMoney', lang, { value: value.slice(0, 40) }));
        else line[m.name] = fen;
      }
    }
    if (text(noteAt) !== '') line.note = text(noteAt);
    out.lines.push(line);
    out.rows.push(number);
  }
  return out;
}
