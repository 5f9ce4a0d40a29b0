import type { CellContext, FieldDef, FormValue, Lang, ModuleEntry, RegisterSheetColumn, RegisterSheetDef } from '../../../../catalogue';
import { excelCell } from '../../../../catalogue';
import { signatureLine, type SheetCell, type SheetWriter } from '../../documents';
import type { Figure } from './register-figures';
import type { RegisterRowView } from './register-rows';

/** A column of the sheet: its header, width, number format, each row's cell and its 合计. */
interface OwnColumn {
  header: string;
  width: number;
  format?: string;
  cell: (r: RegisterRowView) => SheetCell;
  total?: () => SheetCell;
}

const STATE = {
  zh: { active: '在册', closed: '已移除' },
  en: { active: 'Active', closed: 'Removed' },
} as const;

/** The dictionaries and fields the sheet's columns show by label (a row's data and its close reason). */
export function ownSheetFields(entry: ModuleEntry, def: RegisterSheetDef): FieldDef[] {
  return def.columns.flatMap((c): FieldDef[] => {
    if ('field' in c) return entry.fields.filter((f) => f.name === c.field);
    if ('row' in c && c.row === 'closeReason') return [{ name: 'closeReason', kind: 'dict', dict: c.dict, label: c.label, rules: [] }];
    return [];
  });
}

/** The columns of `def` for these rows: the union's only where rows of unions below the caller's are among them. */
function ownColumns(
  entry: ModuleEntry,
  def: RegisterSheetDef,
  figures: readonly Figure[],
  sums: Record<string, number>,
  ctx: CellContext,
  wide: boolean,
  lang: Lang,
): OwnColumn[] {
  const fields = ownSheetFields(entry, def);
  const shown = (f: FieldDef | undefined, v: unknown): SheetCell =>
    f ? excelCell(f, v as FormValue, ctx) : typeof v === 'string' || typeof v === 'number' ? v : null;
  return def.columns.flatMap((c: RegisterSheetColumn): OwnColumn[] => {
    if ('figures' in c)
      return figures.map((f) => ({
        header: f.header,
        width: 10,
        format: f.format,
        cell: (r) => f.cell(r.data),
        total: () => f.total(sums),
      }));
    if ('field' in c) {
      const field = fields.find((f) => f.name === c.field);
      return [{ header: (c.label ?? field?.label)?.[lang] ?? c.field, width: 16, cell: (r) => shown(field, r.data[c.field]) }];
    }
    const header = c.label[lang];
    switch (c.row) {
      case 'union':
        return wide ? [{ header, width: 28, cell: (r) => r.unionName }] : [];
      case 'name':
        return [{ header, width: 30, cell: (r) => r.name }];
      case 'key':
        return [{ header, width: 22, cell: (r) => r.key }];
      case 'state':
        return [{ header, width: 10, cell: (r) => STATE[lang][r.state] }];
      case 'since':
        return [{ header, width: 12, cell: (r) => r.recognisedOn }];
      case 'closedOn':
        return [{ header, width: 12, cell: (r) => r.closedOn }];
      case 'closeReason':
        return [
          {
            header,
            width: 16,
            cell: (r) =>
              shown(
                fields.find((f) => f.name === 'closeReason'),
                r.closeReason,
              ),
          },
        ];
    }
  });
}

/** 合计 in the sheet's words: `{n}` the rows, `{active}` those in the register. */
const totalWords = (def: RegisterSheetDef, lang: Lang, n: number, active: number) =>
  def.total[lang].replace('{n}', String(n)).replace('{active}', String(active));

/**
 * A register's own sheet (`register.sheet`): `<union><title>（截至 day）`, 序号 and the columns in
 * order (figures and their 合计 where `ratios` gives them), the 合计 row in the sheet's words, and the
 * signature rows under the table. `open` opens the workbook with the columns' widths and formats.
 */
export async function writeOwnSheet(
  open: (widths: number[], formats: (string | undefined)[]) => Promise<SheetWriter>,
  facts: {
    entry: ModuleEntry;
    def: RegisterSheetDef;
    rows: readonly RegisterRowView[];
    figures: readonly Figure[];
    sums: Record<string, number>;
    ctx: CellContext;
    viewerUnionId: string;
    title: string;
  },
  lang: Lang,
) {
  const { def, rows } = facts;
  const wide = rows.some((r) => r.unionId !== facts.viewerUnionId);
  const columns = ownColumns(facts.entry, def, facts.figures, facts.sums, facts.ctx, wide, lang);
  const sheet = await open([6, ...columns.map((c) => c.width)], [undefined, ...columns.map((c) => c.format)]);
  sheet.titleRow(facts.title);
  sheet.row([lang === 'zh' ? '序号' : 'No.', ...columns.map((c) => c.header)], { bold: true });
  rows.forEach((r, i) => sheet.row([i + 1, ...columns.map((c) => c.cell(r))]));
  const active = rows.filter((r) => r.state === 'active').length;
  sheet.row([totalWords(def, lang, rows.length, active), ...columns.map((c) => c.total?.() ?? null)], { bold: true });
  for (const items of def.signatureRows) sheet.across(signatureLine(items, lang));
  await sheet.finish();
}
