import type { FieldDef, Lang, LinesDef } from '../../types';
import type { KindDef } from '../kind-def';
import { keyColumn, linesSum, subjectName } from '../lines';
import { fenToYuan, isPlainObject, type FormValue, type RowValue } from '../values';

const NO_LINES: LinesDef = { key: { month: {} }, columns: [] };
const linesOf = (field: FieldDef): LinesDef => field.lines ?? NO_LINES;
const listOf = (v: FormValue | undefined): RowValue[] => (Array.isArray(v) ? (v.filter(isPlainObject) as RowValue[]) : []);

/** Yuan with thousands separated: 279,000.00. */
function yuanGrouped(fen: number): string {
  const [whole, cents] = fenToYuan(fen).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function lineText(lines: LinesDef, line: RowValue, lang: Lang): string {
  const key = String(line[keyColumn(lines)] ?? '');
  const name = 'subject' in lines.key ? subjectName(key)?.[lang] : undefined;
  const amounts = lines.columns.map((c) => (typeof line[c.name] === 'number' ? yuanGrouped(line[c.name] as number) : '—'));
  return [key, name, ...amounts].filter(Boolean).join(' ');
}

/**
 * Keyed lines of money (docs/forms/group-d.md "The lines"). The kind takes the shape (a list of
 * objects); validateForm checks the lines with the form they are in (`checkLines`: a share may read
 * another field), as it checks a `rows` table's cells.
 */
export const moneyLines: KindDef = {
  scalar: false,
  empty: () => [],
  schema: (field) => {
    const lines = linesOf(field);
    const keyCol = keyColumn(lines);
    const amount = {
      anyOf: [
        { type: 'integer', nullable: true },
        { type: 'string', nullable: true, pattern: '^(-?\\d+)?$' },
      ],
    };
    return {
      type: 'array',
      nullable: true,
      maxItems: lines.maxLines ?? 200,
      description:
        'subject' in lines.key
          ? `Lines by subject of ${lines.key.subject.dict}; amounts in fen`
          : 'Lines by month (yyyy-MM); amounts in fen',
      items: {
        type: 'object',
        required: [keyCol],
        properties: {
          [keyCol]: keyCol === 'month' ? { type: 'string', pattern: '^\\d{4}-\\d{2}$' } : { type: 'string', maxLength: 16 },
          ...Object.fromEntries(lines.columns.map((c) => [c.name, { ...amount, description: `${c.label.en}, in fen` }])),
          note: { type: 'string', nullable: true, maxLength: 200 },
        },
        additionalProperties: false,
      },
    };
  },
  normalise: (raw) => {
    if (!Array.isArray(raw) || !raw.every(isPlainObject)) return { value: [], rule: 'moneyLines' };
    // Cells stay as sent here; validateForm checks them with `checkLines`.
    return { value: raw as RowValue[] };
  },
  check: () => [],
  cellText: (field, v, ctx) => {
    const lines = linesOf(field);
    const list = listOf(v);
    const first = lines.columns[0];
    const total = first ? linesSum(lines, first.name, list) : undefined;
    const sum = total === undefined ? '' : ctx.lang === 'zh' ? `，合计${yuanGrouped(total)}元` : `, total ${yuanGrouped(total)}`;
    return ctx.lang === 'zh' ? `${list.length}行${sum}` : `${list.length} lines${sum}`;
  },
  excelCell: (field, v, ctx) =>
    listOf(v)
      .map((line) => lineText(linesOf(field), line, ctx.lang))
      .join('\n'),
};
