import type { FieldDef, Lang, ModuleEntry } from '../types';
import { isIsoDate, isMobile, isRegionCode } from './formats';
import { ruleMessage } from './messages';
import { isValidUscc } from './uscc';

/** One broken rule: the field, the rule's name and the message a person reads. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

export type FormValue = string | number | string[] | null;
export type FormData = Record<string, FormValue>;

export interface ValidateOptions {
  lang: Lang;
  /** `draft` checks formats of what is filled in; `submit` also checks that nothing required is missing. */
  mode: 'draft' | 'submit';
  /** Today as yyyy-MM-dd, for date rules (passed in so the check is repeatable). */
  today: string;
  /** Known option keys per dictionary code; a `dict` field is checked only when its list is given. */
  dicts?: Record<string, string[]>;
  /** Known region codes; a `region` field is checked against it when given. */
  regions?: ReadonlySet<string>;
}

export interface ValidateResult {
  ok: boolean;
  /** The form with values normalised (numbers as numbers, strings trimmed, unknown keys dropped). */
  value: FormData;
  errors: FieldError[];
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

function normalise(field: FieldDef, raw: unknown): { value: FormValue; rule?: string } {
  if (isEmpty(raw)) return { value: field.kind === 'attachments' ? [] : null };
  switch (field.kind) {
    case 'integer': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n)) return { value: null, rule: 'integer' };
      return { value: n };
    }
    case 'attachments': {
      if (!Array.isArray(raw) || !raw.every((x) => typeof x === 'string' && /^\d{1,20}$/.test(x))) {
        return { value: [], rule: 'attachments' };
      }
      return { value: raw as string[] };
    }
    default: {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { value: null, rule: 'type' };
      const s = String(raw).trim();
      return { value: field.kind === 'uscc' ? s.toUpperCase() : s };
    }
  }
}

function formatRule(field: FieldDef, value: FormValue, opts: ValidateOptions): string | undefined {
  if (typeof value !== 'string') return undefined;
  switch (field.kind) {
    case 'mobile':
      return isMobile(value) ? undefined : 'mobile';
    case 'uscc':
      return isValidUscc(value) ? undefined : 'uscc';
    case 'date':
      return isIsoDate(value) ? undefined : 'date';
    case 'region':
      if (!isRegionCode(value)) return 'region';
      return opts.regions && !opts.regions.has(value) ? 'region' : undefined;
    case 'dict': {
      const options = field.dict ? opts.dicts?.[field.dict] : undefined;
      return options && !options.includes(value) ? 'dict' : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Checks a form against its module's fields. The server runs it as the authority; the console runs
 * the same function so a person sees the same messages before sending.
 */
export function validateForm(entry: ModuleEntry, input: Record<string, unknown>, opts: ValidateOptions): ValidateResult {
  const errors: FieldError[] = [];
  const value: FormData = {};
  const byName = new Map(entry.fields.map((f) => [f.name, f]));
  const label = (f: FieldDef) => f.label[opts.lang];
  const fail = (f: FieldDef | string, rule: string, v?: string | number) => {
    const name = typeof f === 'string' ? f : f.name;
    errors.push({ field: name, rule, message: ruleMessage(rule, opts.lang, typeof f === 'string' ? f : label(f), v) });
  };

  for (const key of Object.keys(input)) if (!byName.has(key)) fail(key, 'unknown');

  for (const field of entry.fields) {
    const { value: v, rule } = normalise(field, input[field.name]);
    value[field.name] = v;
    if (rule) {
      fail(field, rule);
      continue;
    }
    if (isEmpty(v)) {
      if (opts.mode === 'submit' && field.rules.some((r) => r.rule === 'required')) fail(field, 'required');
      continue;
    }
    const format = formatRule(field, v, opts);
    if (format) {
      fail(field, format);
      continue;
    }
    for (const r of field.rules) {
      switch (r.rule) {
        case 'minLength':
          if (typeof v === 'string' && [...v].length < r.value) fail(field, r.rule, r.value);
          break;
        case 'maxLength':
          if (typeof v === 'string' && [...v].length > r.value) fail(field, r.rule, r.value);
          break;
        case 'min':
          if (typeof v === 'number' && v < r.value) fail(field, r.rule, r.value);
          break;
        case 'max':
          if (typeof v === 'number' && v > r.value) fail(field, r.rule, r.value);
          break;
        case 'minItems':
          if (opts.mode === 'submit' && Array.isArray(v) && v.length < r.value) fail(field, r.rule, r.value);
          break;
        case 'notBeforeToday':
          if (typeof v === 'string' && v < opts.today) fail(field, r.rule);
          break;
        case 'notAbove':
        case 'notAfterField': {
          const other = byName.get(r.field);
          const otherValue = normalise(other ?? field, input[r.field]).value;
          if (other && typeof v === 'number' && typeof otherValue === 'number' && v > otherValue) {
            fail(field, r.rule, label(other));
          }
          break;
        }
        case 'required':
          break;
      }
    }
  }
  return { ok: errors.length === 0, value, errors };
}
