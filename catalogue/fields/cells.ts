import type { FieldDef } from '../types';
import type { CellContext, JsonSchema, Nested } from './kind-def';
import { fieldKinds } from './registry';
import { isEmptyValue, type FormValue } from './values';

/** The JSON schema of one field's value (OpenAPI request bodies). */
export function fieldJsonSchema(field: FieldDef): JsonSchema {
  const schema = fieldKinds[field.kind].schema(field, nested);
  return { ...schema, title: field.label.zh, ...(field.help ? { description: field.help.zh } : {}) };
}

/**
 * The JSON schema of a form. `required` lists the fields required on submit; a draft sends the
 * same body with gaps, so callers describing a draft leave it off.
 */
export function formJsonSchema(fields: readonly FieldDef[], opts: { required?: boolean } = {}): JsonSchema {
  const required = fields.filter((f) => f.rules.some((r) => r.rule === 'required')).map((f) => f.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldJsonSchema(f)])),
    ...(opts.required && required.length > 0 ? { required } : {}),
  };
}

/** A stored value as a list cell reads it; empty values read as `empty`. */
export function cellText(field: FieldDef, value: FormValue | undefined, ctx: CellContext, empty = ''): string {
  if (value === undefined || isEmptyValue(value)) return empty;
  return fieldKinds[field.kind].cellText(field, value, ctx, nested);
}

/** A stored value as an Excel cell: numbers stay numbers, money in yuan, dates as yyyy-MM-dd text. */
export function excelCell(field: FieldDef, value: FormValue | undefined, ctx: CellContext): string | number | null {
  if (value === undefined || isEmptyValue(value)) return null;
  return fieldKinds[field.kind].excelCell(field, value, ctx, nested);
}

const nested: Nested = {
  schema: fieldJsonSchema,
  text: (f, v, ctx) => cellText(f, v, ctx),
  excel: excelCell,
};
