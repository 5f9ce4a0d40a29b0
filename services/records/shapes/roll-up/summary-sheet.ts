import type { Writable } from 'node:stream';
import { excelCell, type CellContext, type FormValue, type Lang, type ModuleEntry } from '../../../../catalogue';
import { openSheet, sheetColumns, type SheetRecord } from '../../documents';

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
 * then one row per gathered record with the source module's 台账 columns. Rows are committed as
 * they are written (`openSheet`).
 */
export async function writeSummarySheet(out: Writable, facts: SummarySheetFacts, lang: Lang): Promise<void> {
  const { summary, source } = facts;
  const columns = sheetColumns(source.entry, lang);
  const sheet = await openSheet(out, {
    title: summary.entry.title[lang],
    widths: columns.map((c) => c.width),
    formats: columns.map((c) => c.format),
  });
  sheet.row([summary.entry.title[lang]], { bold: true, size: 14 });
  sheet.row([HEAD[lang].union, summary.unionName]);
  sheet.row([HEAD[lang].state, summary.stateName]);
  for (const f of summary.entry.fields.filter((x) => x.kind !== 'attachments')) {
    sheet.row([f.label[lang], excelCell(f, summary.form[f.name], summary.ctx)]);
  }
  sheet.row([]);
  sheet.row([HEAD[lang].gathered], { bold: true });
  sheet.row(
    columns.map((c) => c.header),
    { bold: true },
  );
  source.records.forEach((record, i) => sheet.row(columns.map((c) => c.cell(record, source.ctx, i))));
  await sheet.finish();
}
