import type { FieldDef, FieldKind } from '../../../catalogue';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The non-empty values of `field` in `holder`, reached through the tables on `path` (the rows fields above it). */
function valuesAt(holder: unknown, path: readonly FieldDef[], field: FieldDef): string[] {
  if (!isObject(holder)) return [];
  const [table, ...rest] = path;
  if (!table) {
    const value = holder[field.name];
    return typeof value === 'string' || typeof value === 'number' ? [String(value)].filter((v) => v !== '') : [];
  }
  const rows = holder[table.name];
  return Array.isArray(rows) ? rows.flatMap((row) => valuesAt(row, rest, field)) : [];
}

/**
 * The distinct values that `forms` hold in the fields of `kind` among `fields`, in every row of a
 * table whose column is of that kind too: the ids and codes whose names a cell shows.
 */
export function fieldValues(fields: readonly FieldDef[], forms: readonly unknown[], kind: FieldKind): string[] {
  const paths: { path: FieldDef[]; field: FieldDef }[] = [];
  const visit = (list: readonly FieldDef[], path: FieldDef[]) => {
    for (const f of list) {
      if (f.kind === kind) paths.push({ path, field: f });
      if (f.columns) visit(f.columns, [...path, f]);
    }
  };
  visit(fields, []);
  return [...new Set(forms.flatMap((form) => paths.flatMap(({ path, field }) => valuesAt(form, path, field))))];
}
