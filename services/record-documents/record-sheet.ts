import type { Writable } from 'node:stream';
import { excelCell, type CellContext, type FormValue, type Lang, type ModuleEntry } from '../../catalogue';
import { openSheet } from './sheet-writer';

/** A record as the list sheet reads it (a record view has all of it). */
export interface SheetRecord {
  id: string;
  unionName: string;
  stateName: string;
  stageName: string | null;
  createTime: string | null;
  submitTime: string | null;
  endTime: string | null;
  form: unknown;
}

type Cell = string | number | null;

interface SheetColumn {
  header: string;
  width: number;
  cell: (record: SheetRecord, ctx: CellContext) => Cell;
}

const KEYS: { header: Record<Lang, string>; width: number; cell: (r: SheetRecord) => Cell }[] = [
  { header: { zh: '编号', en: 'ID' }, width: 22, cell: (r) => r.id },
  { header: { zh: '申请单位', en: 'Union' }, width: 30, cell: (r) => r.unionName },
  { header: { zh: '状态', en: 'State' }, width: 12, cell: (r) => r.stateName },
  { header: { zh: '当前环节', en: 'Stage' }, width: 16, cell: (r) => r.stageName },
  { header: { zh: '创建时间', en: 'Created' }, width: 20, cell: (r) => r.createTime },
  { header: { zh: '提交时间', en: 'Submitted' }, width: 20, cell: (r) => r.submitTime },
  { header: { zh: '办结时间', en: 'Finished' }, width: 20, cell: (r) => r.endTime },
];

/** The list sheet's columns: the record's keys, then every `listed` field of the entry, in order. */
export function sheetColumns(entry: ModuleEntry, lang: Lang): SheetColumn[] {
  const fields = entry.fields.filter((f) => f.listed);
  return [
    ...KEYS.map((k) => ({ header: k.header[lang], width: k.width, cell: k.cell })),
    ...fields.map((f) => ({
      header: f.label[lang],
      width: Math.max(12, Math.min(40, f.label[lang].length * 2 + 4)),
      cell: (r: SheetRecord, ctx: CellContext) => excelCell(f, (r.form as Record<string, FormValue> | null)?.[f.name], ctx),
    })),
  ];
}

/**
 * Writes a module's records to `out` as an .xlsx workbook, row by row (`openSheet`): each row is
 * committed as it comes, so memory holds one batch of records, never the sheet.
 * `batches` yields the records in list order with the names their cells need.
 */
export async function writeRecordSheet(
  out: Writable,
  entry: ModuleEntry,
  lang: Lang,
  batches: AsyncIterable<{ records: SheetRecord[]; ctx: CellContext }>,
): Promise<void> {
  const columns = sheetColumns(entry, lang);
  const sheet = openSheet(out, { title: entry.title[lang], widths: columns.map((c) => c.width), frozenRows: 1 });
  sheet.row(
    columns.map((c) => c.header),
    { bold: true },
  );
  for await (const { records, ctx } of batches) {
    for (const record of records) sheet.row(columns.map((c) => c.cell(record, ctx)));
  }
  await sheet.finish();
}
