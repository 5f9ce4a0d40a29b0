import type { FieldDef, FieldRule } from '../types';
import { fieldKinds } from './registry';
import { presetCodes, UNION_ACCOUNT_SUBJECTS } from './lines';
import { isEmptyValue, isPlainObject, type FormValue, type RowValue } from './values';

/**
 * Example values of fields a module's `example` does not carry (a variant of a step its example did
 * not choose), for the OpenAPI request examples. Each value fits the field's JSON schema and its
 * length, bound and prefix rules; dictionary keys are taken from what the example already uses.
 */

type Rule<K extends FieldRule['rule']> = Extract<FieldRule, { rule: K }>;
const ruleOf = <K extends FieldRule['rule']>(field: FieldDef, rule: K) => field.rules.find((r): r is Rule<K> => r.rule === rule);

/** Dictionary code to a key the example uses for it (every field and column with that code). */
export function dictKeysOf(fields: readonly FieldDef[], example: Record<string, unknown>): Map<string, string> {
  const keys = new Map<string, string>();
  const visit = (field: FieldDef, value: unknown) => {
    if (field.dict && !keys.has(field.dict)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first !== '') keys.set(field.dict, first);
    }
    if (field.kind === 'rows' && Array.isArray(value))
      for (const row of value) if (isPlainObject(row)) for (const c of field.columns ?? []) visit(c, row[c.name]);
  };
  for (const field of fields) visit(field, example[field.name]);
  return keys;
}

/** Text of the field's label, fitted to its length and its prefix and suffix rules. */
function textExample(field: FieldDef): string {
  const starts = ruleOf(field, 'startsWith')?.values[0] ?? '';
  const ends = ruleOf(field, 'endsWith')?.values[0] ?? '';
  const min = ruleOf(field, 'minLength')?.value ?? 0;
  const max = ruleOf(field, 'maxLength')?.value ?? 200;
  let text = `${starts}示例${field.label.zh}${ends}`;
  while (text.length < min) text = `${starts}示例${text.slice(starts.length)}`;
  return text.length > max ? text.slice(0, max) : text;
}

/** A valid unified social credit code; a union's (81...) where the field asks for one. */
function usccExample(field: FieldDef): string {
  const union = ruleOf(field, 'startsWith')?.values.some((v) => v.startsWith('81'));
  return union ? '81110108MC00678907' : '91350100M000100Y43';
}

/** One example value of a field; `dictKeys` names a known key per dictionary code. */
export function fieldExample(field: FieldDef, dictKeys: ReadonlyMap<string, string> = new Map()): FormValue {
  const dictKey = (field.dict && dictKeys.get(field.dict)) || '1';
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return textExample(field);
    case 'richText':
      return `<p>${textExample(field)}</p>`;
    case 'integer': {
      const min = ruleOf(field, 'min')?.value ?? 1;
      const max = ruleOf(field, 'max')?.value ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(min, 1), max);
    }
    case 'money':
      return 1250000;
    case 'date':
      return '2025-03-01';
    case 'time':
      return '09:00';
    case 'dateRange':
      return { start: '2025-03-01', end: '2030-02-28' };
    case 'mobile':
      return '13800138000';
    case 'landline':
      return '010-62345678';
    case 'email':
      return 'union@example.cn';
    case 'idCard':
      return '11010519491231002X';
    case 'bankAccount':
      return '6222020200112345678';
    case 'uscc':
      return usccExample(field);
    case 'region':
      return '110108011';
    case 'dict':
      return dictKey;
    case 'dictMulti':
      return [dictKey];
    case 'unionPicker':
      return '1100';
    case 'personPicker':
      return '100001';
    case 'rows': {
      const count = Math.max(ruleOf(field, 'minItems')?.value ?? 1, 1);
      return Array.from({ length: count }, () =>
        Object.fromEntries((field.columns ?? []).map((c) => [c.name, fieldExample(c, dictKeys) as string | number | null])),
      );
    }
    // Uploads need ids of real uploads: an example leaves them empty.
    case 'image':
      return null;
    case 'attachments':
      return field.slots?.length ? {} : [];
    case 'moneyLines':
      return linesExample(field);
  }
}

/** Lines of a `moneyLines` field: its preset subjects (or its classes' first subject, or a month), every amount 0, so every subtotal and share holds. */
function linesExample(field: FieldDef): RowValue[] {
  const lines = field.lines;
  if (!lines) return [];
  const zeros = Object.fromEntries(lines.columns.map((c) => [c.name, 0]));
  if (!('subject' in lines.key)) return [{ month: '2025-01', ...zeros }];
  const { classes } = lines.key.subject;
  const preset = presetCodes(lines.preset ?? [], classes);
  const codes =
    preset.length > 0
      ? preset
      : UNION_ACCOUNT_SUBJECTS.map(([c]) => c)
          .filter((c) => c.length === 3 && classes.some((k) => c.startsWith(k)))
          .slice(0, 1);
  return codes.map((code) => ({ code, ...zeros }));
}

/**
 * `base`'s values of `fields`, and an example value for each field it lacks. An empty value is
 * written as its kind writes empty (`[]` for slotted attachments reads as `{}`), so it fits the schema.
 */
export function formExample(
  fields: readonly FieldDef[],
  base: Record<string, unknown>,
  dictKeys: ReadonlyMap<string, string> = new Map(),
): Record<string, unknown> {
  const valueOf = (f: FieldDef) => {
    if (!(f.name in base)) return fieldExample(f, dictKeys);
    return isEmptyValue(base[f.name]) ? fieldKinds[f.kind].empty(f) : base[f.name];
  };
  return Object.fromEntries(fields.map((f) => [f.name, valueOf(f)]));
}
