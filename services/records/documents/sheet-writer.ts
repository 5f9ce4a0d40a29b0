import type { Writable } from 'node:stream';
import type { stream as ExcelStream } from 'exceljs';

/** What a cell holds: text (typed by users or written by the portal), a number or a day the portal wrote, or nothing. */
export type SheetCell = string | number | Date | null | undefined;

/** Text a spreadsheet would take for a formula once a user edits the cell (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as the sheet stores it: text that starts like a formula gets a leading `'`, as OWASP's
 * guidance on formula injection says, so it stays text when the cell is edited; numbers stay numbers.
 */
export function inertCell(value: SheetCell): string | number | Date | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Excel's limits on a sheet name: 31 characters, none of `[]:*?/\`. */
const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** One worksheet being written. */
export interface SheetWriter {
  /** Writes and commits one row; every cell passes `inertCell`. */
  row(cells: readonly SheetCell[], font?: { bold?: boolean; size?: number }): void;
  /** Writes a title row: `text` in a cell merged across every column, large and bold. */
  titleRow(text: string): void;
  /**
   * Writes rows together with cells merged over them (`[firstRow, firstCol, lastRow, lastCol]`, 1-based
   * within the block): merged headers of two rows, a line across the sheet. Committed after the merges.
   */
  block(
    rows: readonly (readonly SheetCell[])[],
    merges: readonly (readonly [number, number, number, number])[],
    font?: { bold?: boolean; size?: number },
  ): void;
  /**
   * Writes the header (bold): one row, or two where columns are grouped (`headerRows`): each group's
   * name merged across its columns above their headers, every other header merged down both rows.
   * Answers the number of rows written.
   */
  header(columns: readonly HeaderColumn[]): number;
  /** Writes a line of text merged across every column: a signature row, a note under the table. */
  across(text: string, font?: { bold?: boolean; size?: number }): void;
  /**
   * Ends this sheet and starts the workbook's next one (a campaign's 答卷, 统计 and 发放情况), written
   * the same way; `finish` on the last sheet ends the workbook.
   */
  nextSheet(title: string, widths: readonly number[]): SheetWriter;
  /** Ends the sheet and the workbook: the stream ends when the last bytes are out. */
  finish(): Promise<void>;
}

/** A column's header and, under a merged header above it, its group's name. */
export interface HeaderColumn {
  header: string;
  group?: string;
}

/**
 * The header rows of `columns` and their merges (1-based, within the rows): one row when no column
 * is grouped; otherwise the groups' names in the first row merged across each run of a group's
 * neighbouring columns, their headers in the second, and every ungrouped header merged down both.
 */
export function headerRows(columns: readonly HeaderColumn[]): {
  rows: SheetCell[][];
  merges: [number, number, number, number][];
} {
  if (!columns.some((c) => c.group)) return { rows: [columns.map((c) => c.header)], merges: [] };
  const merges: [number, number, number, number][] = [];
  columns.forEach((c, i) => {
    if (!c.group) merges.push([1, i + 1, 2, i + 1]);
    else if (columns[i - 1]?.group !== c.group) {
      const end = columns.findIndex((x, j) => j > i && x.group !== c.group);
      const last = end === -1 ? columns.length : end;
      if (last > i + 1) merges.push([1, i + 1, 1, last]);
    }
  });
  return {
    rows: [columns.map((c) => c.group ?? c.header), columns.map((c) => (c.group ? c.header : null))],
    merges,
  };
}

/**
 * An .xlsx workbook of one sheet streamed to `out` with exceljs's streaming writer: each row is
 * committed as it is written, so memory never holds the sheet. Every sheet the portal writes is
 * written here, and so every cell goes through `inertCell` (tests/unit/documents-sheet-writer.test.ts
 * fails on any other exceljs writer in services/). exceljs is loaded with the first sheet, not with
 * the API: an idle process never holds it.
 */
export async function openSheet(
  out: Writable,
  opts: {
    title: string;
    widths: readonly number[];
    /** Excel number formats of the columns (`0.00` for yuan, `yyyy-mm-dd` for days); none where undefined. */
    formats?: readonly (string | undefined)[];
    frozenRows?: number;
    /** A template's drop-downs: the labels a column's cells take, on `listRows` rows below the header (a dictionary's labels). */
    lists?: readonly (readonly string[] | undefined)[];
    listRows?: number;
    /** A template's second sheet of instructions, one line a row (an importer reads the first sheet only). */
    notes?: { title: string; lines: readonly string[] };
  },
): Promise<SheetWriter> {
  const { default: ExcelJS } = await import('exceljs');
  return sheetIn(new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false }), opts);
}

type Book = InstanceType<typeof ExcelStream.xlsx.WorkbookWriter>;

/** One sheet of `workbook`, written row by row (openSheet's first, `nextSheet`'s others). */
function sheetIn(workbook: Book, opts: Parameters<typeof openSheet>[1]): SheetWriter {
  const sheet = workbook.addWorksheet(
    sheetName(opts.title),
    opts.frozenRows ? { views: [{ state: 'frozen', ySplit: opts.frozenRows }] } : {},
  );
  sheet.columns = opts.widths.map((width, i) => {
    const numFmt = opts.formats?.[i];
    return { key: `c${i}`, width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  for (const [i, list] of (opts.lists ?? []).entries()) {
    if (!list?.length) continue;
    const column = sheet.getColumn(i + 1).letter;
    // Excel's inline list is one formula of at most 255 characters: the labels of a dictionary fit.
    // The streaming writer writes `dataValidations` as the in-memory sheet does; its type leaves them out.
    (sheet as unknown as { dataValidations: { add(range: string, rule: object): void } }).dataValidations.add(
      `${column}2:${column}${(opts.listRows ?? 500) + 1}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [`"${list.map((l) => l.replace(/[",]/g, ' ')).join(',')}"`],
        showErrorMessage: true,
      },
    );
  }
  const block: SheetWriter['block'] = (rows, merges, font) => {
    const added = rows.map((cells) => sheet.addRow(cells.map(inertCell)));
    const first = added[0]?.number ?? 0;
    for (const [r1, c1, r2, c2] of merges) sheet.mergeCells(first + r1 - 1, c1, first + r2 - 1, c2);
    for (const row of added) {
      if (font) row.font = font;
      row.alignment = { vertical: 'middle', wrapText: true };
      row.commit();
    }
  };
  const end = () => {
    sheet.commit();
    if (opts.notes) {
      const notes = workbook.addWorksheet(sheetName(opts.notes.title));
      notes.getColumn(1).width = 100;
      for (const line of opts.notes.lines) notes.addRow([inertCell(line)]).commit();
      notes.commit();
    }
  };
  return {
    row(cells, font) {
      const row = sheet.addRow(cells.map(inertCell));
      if (font) row.font = font;
      row.commit();
    },
    titleRow(text) {
      const row = sheet.addRow([inertCell(text)]);
      // Merged before the row is committed: the streaming writer cannot reach a committed row.
      if (opts.widths.length > 1) sheet.mergeCells(row.number, 1, row.number, opts.widths.length);
      row.font = { bold: true, size: 14 };
      row.height = 24;
      row.commit();
    },
    block,
    header(columns) {
      const { rows, merges } = headerRows(columns);
      block(rows, merges, { bold: true });
      return rows.length;
    },
    across(text, font) {
      block([[text]], opts.widths.length > 1 ? [[1, 1, 1, opts.widths.length]] : [], font);
    },
    nextSheet(title, widths) {
      end();
      return sheetIn(workbook, { title, widths });
    },
    async finish() {
      end();
      await workbook.commit();
    },
  };
}
