import type { Writable } from 'node:stream';
import { isTopLevel, keyColumn, linesSum, parentOf, subjectName, type Lang, type LinesDef, type ModuleEntry } from '../../../catalogue';
import { openSheet, type SheetCell } from './sheet-writer';
import { docText } from './texts';

/** A lines field's table in the sheet: its label above it, its definition and its lines (empty amounts in a template). */
export interface LinesTable {
  label: string;
  lines: LinesDef;
  rows: readonly Record<string, unknown>[];
}

/** The headers of a lines field's table, the same in the record's sheet, the template and the import. */
export interface LinesHeaders {
  /** 科目编码, or 月份 for lines by month. */
  key: string;
  /** 科目名称 (lines by subject only). */
  name?: string;
  /** Each money column's name and header (its label). */
  money: { name: string; header: string }[];
  note: string;
}

export function linesHeaders(lines: LinesDef, lang: Lang): LinesHeaders {
  const bySubject = keyColumn(lines) === 'code';
  return {
    key: docText(bySubject ? 'linesCode' : 'linesMonth', lang),
    ...(bySubject ? { name: docText('linesName', lang) } : {}),
    money: lines.columns.map((c) => ({ name: c.name, header: c.label[lang] })),
    note: docText('linesNote', lang),
  };
}

const headerCells = (h: LinesHeaders): string[] => [h.key, ...(h.name ? [h.name] : []), ...h.money.map((m) => m.header), h.note];

/** Fen as the sheet's yuan number (`#,##0.00`); empty stays empty. */
const yuan = (fen: unknown): number | null => (typeof fen === 'number' && Number.isSafeInteger(fen) ? fen / 100 : null);

/** A line's row: its key, its subject's name (a detail line's indented by two full-width spaces), its amounts in yuan, its note. */
function lineRow(t: LinesTable, h: LinesHeaders, line: Record<string, unknown>, lang: Lang): SheetCell[] {
  const key = String(line[keyColumn(t.lines)] ?? '');
  const name = subjectName(key)?.[lang] ?? '';
  const indent = parentOf(key) !== undefined ? '\u3000\u3000' : '';
  return [
    key,
    ...(h.name ? [`${indent}${name}`] : []),
    ...h.money.map((m) => yuan(line[m.name])),
    typeof line.note === 'string' ? line.note : null,
  ];
}

/** The table's 合计 row: each money column's sum over its top-level lines (a number, never a formula); empty where no amount is given. */
function totalRow(t: LinesTable, h: LinesHeaders, lang: Lang): SheetCell[] {
  const label = docText('linesTotal', lang);
  const given = (name: string) =>
    t.rows.some((l) => isTopLevel(t.lines, String(l[keyColumn(t.lines)] ?? '')) && typeof l[name] === 'number');
  return [
    ...(h.name ? [null, label] : [label]),
    ...h.money.map((m) => (given(m.name) ? yuan(linesSum(t.lines, m.name, t.rows)) : null)),
    null,
  ];
}

/**
 * A 预算表 / 决算表 in the federation's layout, streamed to `out` through the one sheet writer:
 * the title merged across, 编制单位（盖章） left and 单位：元 right, each table under its label with
 * its header, its lines and its 合计 row, then `figures` (上年结余 …) and the signature rows. Amounts
 * are yuan numbers (`#,##0.00`), every figure a number, never a formula. The tables share one key
 * kind (subjects or months). A template is the same sheet with the amounts empty (`notes` its instructions).
 */
export async function writeLinesSheet(
  out: Writable,
  sheet: {
    title: string;
    union: string;
    tables: readonly LinesTable[];
    figures?: readonly { label: string; fen: unknown }[];
    signatureRows?: readonly string[];
    notes?: { title: string; lines: readonly string[] };
    lang: Lang;
  },
): Promise<void> {
  const { lang } = sheet;
  const headers = sheet.tables.map((t) => linesHeaders(t.lines, lang));
  const first = headers[0];
  const keyCells = first?.name ? 2 : 1;
  const width = Math.max(...headers.map((h) => headerCells(h).length), keyCells + 2);
  const writer = await openSheet(out, {
    title: sheet.title,
    widths: Array.from({ length: width }, (_, i) => (i === 0 ? 12 : i === 1 && keyCells === 2 ? 28 : i === width - 1 ? 30 : 16)),
    formats: Array.from({ length: width }, (_, i) => (i >= keyCells && i < width - 1 ? '#,##0.00' : undefined)),
    ...(sheet.notes ? { notes: sheet.notes } : {}),
  });
  writer.titleRow(sheet.title);
  const preparer: SheetCell[] = Array.from({ length: width }, () => null);
  preparer[0] = docText('linesPreparer', lang, { union: sheet.union });
  preparer[width - 1] = docText('linesUnit', lang);
  writer.block([preparer], width > 2 ? [[1, 1, 1, width - 1]] : []);
  for (const [i, t] of sheet.tables.entries()) {
    const h = headers[i]!;
    if (sheet.tables.length > 1) writer.across(t.label, { bold: true });
    writer.row(headerCells(h), { bold: true });
    for (const line of t.rows) writer.row(lineRow(t, h, line, lang));
    writer.row(totalRow(t, h, lang), { bold: true });
  }
  for (const f of sheet.figures ?? []) {
    const cells: SheetCell[] = Array.from({ length: keyCells + 1 }, () => null);
    cells[keyCells - 1] = f.label;
    cells[keyCells] = yuan(f.fen);
    writer.row(cells, { bold: true });
  }
  for (const line of sheet.signatureRows ?? []) writer.across(line);
  await writer.finish();
}

/** The file name of a record's lines sheet (`document.linesSheet`), as `downloadfile` lists it and its call answers it. */
export const linesSheetName = (entry: ModuleEntry, id: string) => `${entry.document?.linesSheet?.title.zh ?? entry.title.zh}-${id}.xlsx`;
