import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { excelCell, type CellContext, type FormValue, type Lang, type ModuleEntry } from '../../../catalogue';
import { sheetColumns, type SheetRecord } from '../../record-documents';

/** The summary record and the gathered records, as the sheet reads them. */
export interface SummarySheetFacts {
  summary: { entry: ModuleEntry; unionName: string; stateName: string; form: Record<string, FormValue>; ctx: CellContext };
  source: { entry: ModuleEntry; records: SheetRecord[]; ctx: CellContext };
}

const HEAD = {
  zh: { union: '汇总单位', state: '状态', gathered: '汇总的推荐记录' },
  en: { union: 'Union', state: 'State', gathered: 'Gathered records' },
} as const;

/**
 * The summary sheet (汇总表) as an .xlsx stream: the summary's own fields as label / value lines,
 * then one row per gathered record with the source module's list columns. Rows are committed as
 * they are written (exceljs's streaming writer).
 */
export async function writeSummarySheet(out: Writable, facts: SummarySheetFacts, lang: Lang): Promise<void> {
  const { summary, source } = facts;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(summary.entry.title[lang].slice(0, 31));
  const columns = sheetColumns(source.entry, lang);
  sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
  const title = sheet.addRow([summary.entry.title[lang]]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([HEAD[lang].union, summary.unionName]).commit();
  sheet.addRow([HEAD[lang].state, summary.stateName]).commit();
  for (const f of summary.entry.fields.filter((x) => x.kind !== 'attachments')) {
    sheet.addRow([f.label[lang], excelCell(f, summary.form[f.name], summary.ctx)]).commit();
  }
  sheet.addRow([]).commit();
  const caption = sheet.addRow([HEAD[lang].gathered]);
  caption.font = { bold: true };
  caption.commit();
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for (const record of source.records) sheet.addRow(columns.map((c) => c.cell(record, source.ctx))).commit();
  sheet.commit();
  await workbook.commit();
}
