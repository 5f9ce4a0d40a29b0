import { ruleMessage, type FieldDef, type FieldError, type Lang } from '../../../../catalogue';

/** The columns of a scoring item the round fixes (the union adds its scores), and of a veto item. */
export const ITEM_COLUMNS = ['code', 'name', 'content', 'maxScore'] as const;
export const VETO_COLUMNS = ['code', 'name'] as const;

/** An absent value and an empty text are the same: the round may leave `content` out. */
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * Where a rows field differs from the rows the round published (AS-S1): its count first (rule
 * `roundItems`), else each row's fixed columns, by row and column (rule `roundItem`, naming what it
 * should be). No errors when they agree.
 */
export function rowsAsPublished(
  field: FieldDef,
  sent: unknown,
  published: readonly Record<string, unknown>[],
  columns: readonly string[],
  lang: Lang,
): FieldError[] {
  const rows = Array.isArray(sent) ? (sent as Record<string, unknown>[]) : [];
  const label = field.label[lang];
  if (rows.length !== published.length) {
    return [{ field: field.name, rule: 'roundItems', message: ruleMessage('roundItems', lang, label, { count: published.length }) }];
  }
  return published.flatMap((item, i) =>
    columns
      .filter((column) => !same(item[column], rows[i]![column]))
      .map((column) => {
        const columnLabel = field.columns?.find((c) => c.name === column)?.label[lang] ?? column;
        const where = lang === 'en' ? `${label} row ${i + 1} ${columnLabel}` : `${label}第${i + 1}行${columnLabel}`;
        return {
          field: `${field.name}[${i}].${column}`,
          rule: 'roundItem',
          message: ruleMessage('roundItem', lang, where, { expected: String(item[column] ?? '') }),
        };
      }),
  );
}
