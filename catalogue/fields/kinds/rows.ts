import type { FieldDef } from '../../types';
import type { CellContext, KindDef, Nested } from '../kind-def';
import { isEmptyValue, isPlainObject, type FormValue, type RowValue } from '../values';

const rowsOf = (v: FormValue | undefined): RowValue[] => (Array.isArray(v) ? v.filter(isPlainObject) : []) as RowValue[];

function rowText(field: FieldDef, row: RowValue, ctx: CellContext, nested: Nested): string {
  return (field.columns ?? [])
    .filter((c) => !isEmptyValue(row[c.name]))
    .map((c) => nested.text(c, row[c.name], ctx))
    .join(' ');
}

/**
 * A table of rows whose columns are fields of scalar kinds. The kind takes the shape (a list of
 * objects); each cell is then checked by its column as a field of its own (see validateForm).
 */
export const rows: KindDef = {
  scalar: false,
  empty: () => [],
  schema: (field, nested) => {
    const minItems = field.rules.find((r) => r.rule === 'minItems');
    const maxItems = field.rules.find((r) => r.rule === 'maxItems');
    return {
      type: 'array',
      nullable: true,
      items: {
        type: 'object',
        properties: Object.fromEntries((field.columns ?? []).map((c) => [c.name, nested.schema(c)])),
        additionalProperties: false,
      },
      ...(maxItems && 'value' in maxItems ? { maxItems: maxItems.value } : {}),
      ...(minItems && 'value' in minItems ? { description: `At least ${minItems.value} rows on submit` } : {}),
    };
  },
  normalise: (raw) => {
    if (!Array.isArray(raw) || !raw.every(isPlainObject)) return { value: [], rule: 'rows' };
    // Cells stay as sent here; validateForm normalises each with its column's kind.
    return { value: raw as RowValue[] };
  },
  check: () => [],
  cellText: (field, v, ctx, nested) =>
    rowsOf(v)
      .map((row) => rowText(field, row, ctx, nested))
      .join(ctx.lang === 'zh' ? '；' : '; '),
  excelCell: (field, v, ctx, nested) =>
    rowsOf(v)
      .map((row, i) => `${i + 1}. ${rowText(field, row, ctx, nested)}`)
      .join('\n'),
};
