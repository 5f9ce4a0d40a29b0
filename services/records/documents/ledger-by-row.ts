import { isPlainObject, type CellContext, type FieldDef, type Lang, type LedgerByRowDef, type ModuleEntry } from '../../../catalogue';
import { documentStateName } from './record-state-text';
import { fieldColumn, withRange, type SheetColumn, type SheetRecord } from './sheet-columns';
import type { SheetCell, SheetWriter } from './sheet-writer';
import { docText } from './texts';

/** The sheet by row of a 台账 while its records are written: each record's lines kept, then the sheet. */
export interface LedgerByRow {
  /** Keeps the lines of `record`, one per row of the field, its cells as `ctx` names them. */
  add(record: SheetRecord, ctx: CellContext): void;
  /** Ends `sheet` and writes the lines as the workbook's next sheet; answers that sheet, to finish. */
  write(sheet: SheetWriter, range?: { from?: string; to?: string }): SheetWriter;
}

/** One line of the sheet: a row of the field, with the record it is a row of. */
interface Line {
  record: SheetRecord;
  row: Record<string, unknown>;
}

const named = (fields: readonly FieldDef[], names: readonly string[]) =>
  names.map((n) => fields.find((f) => f.name === n)).filter((f): f is FieldDef => f !== undefined);

/**
 * `document.ledgerByRow` (field4material's 物资发放清单): one line per row of `def.field` of each record,
 * in the records' order: 序号, 编号, 申请单位, the row's columns, the record's fields, 状态; a 合计 line
 * counts the lines and sums `def.totals`. A row's cell is its column's as the 台账 prints a field
 * (dictionary keys by label, counts as numbers). The lines are kept until the records' sheet ends,
 * as the streaming writer writes one sheet after the other: a few cells a row (a request has at most
 * 20 rows), never the records.
 */
export function ledgerByRow(entry: ModuleEntry, def: LedgerByRowDef, lang: Lang): LedgerByRow {
  const t = (key: Parameters<typeof docText>[0]) => docText(key, lang);
  const columns = named(entry.fields.find((f) => f.name === def.field)?.columns ?? [], def.columns);
  const lineColumns: (Omit<SheetColumn, 'cell'> & { cell: (line: Line, ctx: CellContext, index: number) => SheetCell })[] = [
    { header: t('serial'), width: 6, cell: (_l, _ctx, i) => i + 1 },
    { header: t('recordId'), width: 20, cell: (l) => l.record.id },
    { header: t('union'), width: 28, cell: (l) => l.record.unionName },
    // A row read as a record whose form is the row: its column's cell as the 台账 prints a field.
    ...columns.map((c) => {
      const column = fieldColumn(c, lang);
      const cell = (l: Line, ctx: CellContext, i: number) => column.cell({ ...l.record, form: l.row }, ctx, i);
      return { ...column, summed: def.totals?.includes(c.name), cell };
    }),
    ...named(entry.fields, def.fields ?? []).map((f) => {
      const column = fieldColumn(f, lang);
      return { ...column, cell: (l: Line, ctx: CellContext, i: number) => column.cell(l.record, ctx, i) };
    }),
    { header: t('stateHeader'), width: 16, cell: (l) => documentStateName(entry, { ...l.record, stageName: null }, lang) },
  ];
  const lines: SheetCell[][] = [];
  return {
    add(record, ctx) {
      const rows = (record.form as Record<string, unknown> | null)?.[def.field];
      for (const row of Array.isArray(rows) ? rows.filter(isPlainObject) : []) {
        const index = lines.length;
        lines.push(lineColumns.map((c) => c.cell({ record, row }, ctx, index)));
      }
    },
    write(previous, range = {}) {
      const sheet = previous.nextSheet(
        def.title[lang],
        lineColumns.map((c) => c.width),
      );
      sheet.titleRow(withRange(def.title[lang], lang, range));
      sheet.header(lineColumns);
      for (const line of lines) sheet.row(line);
      if (def.totals?.length) {
        // 合计: the lines counted under 编号, each summed column's total.
        const total = lineColumns.map((c, k): SheetCell => {
          if (k === 0) return t('total');
          if (k === 1) return docText('lineCount', lang, { n: lines.length });
          if (!c.summed) return null;
          return lines.reduce((sum: number, line) => {
            const cell = line[k];
            return sum + (typeof cell === 'number' ? cell : 0);
          }, 0);
        });
        sheet.block([total], [], { bold: true });
      }
      return sheet;
    },
  };
}
