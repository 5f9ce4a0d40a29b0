import type { Lang, ModuleEntry, RegisterDef } from '../../../../catalogue';
import { PERCENT, shareCell, type SheetCell } from '../../documents';

/** A figure column of the sheet: a number of each row, or a share of two; its 合计 over the rows in the register. */
export interface Figure {
  header: string;
  format?: string;
  cell: (data: Record<string, unknown>) => SheetCell;
  total: (sums: Record<string, number>) => SheetCell;
}

export const numberOf = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The figures a register's sheet adds (`register.ratios`, survey's 入会率): each share's two numbers
 * under their fields' labels (职工人数, 会员人数), then the share as a percentage to one decimal (— with
 * no denominator); the 合计 row gives the sums over the rows in the register and the share of the sums.
 */
export function figuresOf(entry: ModuleEntry, def: RegisterDef, lang: Lang): { figures: Figure[]; summed: string[] } {
  const label = (name: string) => entry.fields.find((f) => f.name === name)?.label[lang] ?? name;
  const figures: Figure[] = [];
  const summed: string[] = [];
  for (const r of def.ratios ?? []) {
    for (const f of [r.denominator, r.numerator])
      if (!summed.includes(f)) {
        summed.push(f);
        figures.push({ header: label(f), cell: (d) => numberOf(d[f]), total: (sums) => sums[f] ?? 0 });
      }
    figures.push({
      header: r.label[lang],
      format: PERCENT,
      cell: (d) => shareCell(d[r.numerator], d[r.denominator]),
      total: (sums) => shareCell(sums[r.numerator], sums[r.denominator]),
    });
  }
  return { figures, summed };
}
