import { Readable } from 'node:stream';
import type { CellValue } from 'exceljs';
import { AppError, notFound } from '../../platform/core';
import { checkedWorkbook, WorkbookRefusal } from './checked-workbook';
import { DEFAULT_IMPORT_LIMITS, ImportRefusedError, type ImportLimits, type ImportProgress } from './import-limits';

/** One data row: its number as the sheet counts rows (the header is row 1), and its cells as text. */
export interface ImportRow {
  number: number;
  /** Cell texts by column, the first column at 1 (as exceljs numbers them); index 0 is unused. */
  cells: string[];
  /** The columns whose cell is a formula (its text is the result Excel saved): an import of figures refuses them. */
  formulas: number[];
}

/** The first sheet of an imported workbook: its header row and its data rows, as text. */
export interface ImportSheet {
  header: string[];
  /** The header's row number as the sheet counts rows (1 unless a title stands above the table). */
  headerRow: number;
  rows: ImportRow[];
  progress: ImportProgress;
}

/** A cell's text, whatever exceljs made of it (rich text, a formula's result, a date). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** The upload's bytes, refused past `max` without reading further. */
async function readAtMost(source: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    length += (chunk as Buffer).length;
    if (length > max) {
      source.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the first sheet of an uploaded .xlsx for an import, and nothing more than the limits allow:
 * the file is held in memory up to `maxFileBytes`; its zip is checked before anything is parsed
 * (`checkedWorkbook`: entries, declared and real unpacked sizes, ratio); then exceljs's streaming
 * reader reads the sheet row by row and stops at data row `maxRows + 1`. Any refusal is a 400
 * (`ImportRefusedError`) naming `field`, the rule and its limit. Every module's import reads here.
 */
export async function readImportSheet(
  source: Readable,
  opts: {
    field: string;
    limits?: Partial<ImportLimits>;
    /** The header is the first row holding a cell of this text (a sheet with a title above its table); the first row with values otherwise. */
    header?: string;
  },
): Promise<ImportSheet> {
  const limits = { ...DEFAULT_IMPORT_LIMITS, ...opts.limits };
  const progress: ImportProgress = { inflatedBytes: 0, rowsRead: 0 };
  const refused = (rule: ImportRefusedError['rule'], limit?: number) => new ImportRefusedError(opts.field, rule, progress, limit);

  const zip = await readAtMost(source, limits.maxFileBytes);
  if (!zip) throw refused('maxFileSize', limits.maxFileBytes);
  let checked: Buffer;
  try {
    checked = await checkedWorkbook(zip, limits, progress);
  } catch (err) {
    if (err instanceof WorkbookRefusal) throw refused(err.rule, err.limit);
    throw err;
  }

  // exceljs is loaded with the first import, not with the API: an idle process never holds it.
  const { default: ExcelJS } = await import('exceljs');
  const input = Readable.from([checked]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header: string[] | undefined;
  let headerRow = 0;
  const rows: ImportRow[] = [];
  try {
    // The checked zip holds one sheet: the first.
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (!row.hasValues) continue;
        const values = row.values as CellValue[];
        const cells = Array.from(values, cellText);
        if (!header) {
          if (opts.header === undefined || cells.includes(opts.header)) [header, headerRow] = [cells, row.number];
          continue;
        }
        progress.rowsRead += 1;
        if (progress.rowsRead > limits.maxRows) throw refused('maxRows', limits.maxRows);
        const formulas = values.flatMap((v, i) =>
          v !== null && typeof v === 'object' && ('formula' in v || 'sharedFormula' in v) ? [i] : [],
        );
        rows.push({ number: row.number, cells, formulas });
      }
    }
  } catch (err) {
    if (err instanceof ImportRefusedError) throw err;
    // exceljs could not read what the checks let through: not a workbook it understands.
    throw refused('xlsx');
  } finally {
    input.destroy();
  }
  if (!header || rows.length === 0) throw refused('rows');
  return { header, headerRow, rows, progress };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The first sheet of a stored upload for an import (`readImportSheet`): 404 when the upload is not
 * one the caller may import (`file` undefined) or its object is gone, 415 when its content is not an
 * .xlsx. Every import of an uploaded workbook (the children's works, innovationteam's teams) opens it here.
 */
export async function readUploadedSheet(
  file: { mime: string; open: () => Promise<Readable | null> } | undefined,
  opts: { field: string; limits?: Partial<ImportLimits>; header?: string },
): Promise<ImportSheet> {
  if (!file) throw notFound();
  if (file.mime !== XLSX) throw new AppError(415, 'fileType');
  const stream = await file.open();
  if (!stream) throw notFound();
  return readImportSheet(stream, opts);
}
