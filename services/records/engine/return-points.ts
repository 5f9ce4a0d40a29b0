import { Type } from '@sinclair/typebox';
import { keyColumn, type FieldDef, type FieldError, type Lang, type ModuleEntry } from '../../../catalogue';
import type { ReturnPoint, StoredFlowEvent } from '../../../db';
import { InvalidInputError, message, type MessageKey } from '../../platform/core';

const COMMENT_MAX = 200;

/** The rules a point is refused by, each with its message. */
const RULES = {
  onReturn: 'returnPointOnReturn',
  field: 'returnPointField',
  line: 'returnPointLine',
  column: 'returnPointColumn',
  comment: 'returnPointComment',
} as const satisfies Record<string, MessageKey>;

export const ReturnPointSchema = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 60, description: 'A table field of the record: a lines field (moneyLines) or rows' }),
    line: Type.String({
      minLength: 1,
      maxLength: 20,
      description: "The line's key as filed (a subject code, a month yyyy-MM); for rows, the row's index from 0",
    }),
    column: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'The column meant, where one is' })),
    comment: Type.String({ maxLength: COMMENT_MAX, description: 'The reviewer’s words about it (≤ 200)' }),
  },
  { additionalProperties: false },
);

/** The keys a table field's value holds, as a point names them: a lines field's keys, a rows field's indexes. */
function linesOf(field: FieldDef, value: unknown): string[] {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (field.kind === 'rows') return rows.map((_, i) => String(i));
  const key = keyColumn(field.lines!);
  return rows.map((r) => String(r?.[key] ?? ''));
}

/** The columns a point may name: a lines field's key, money columns and note; a rows field's columns. */
function columnsOf(field: FieldDef): string[] {
  if (field.kind === 'rows') return (field.columns ?? []).map((c) => c.name);
  return [keyColumn(field.lines!), ...field.lines!.columns.map((c) => c.name), 'note'];
}

/**
 * The points of a return checked against the record's form as reviewed: each names a table field of
 * the record (a lines or rows field), a line it holds, a column of that field where one is given, and
 * a comment; only a return carries them. 400 naming `returnPoints[i]` and the part at fault otherwise.
 */
export function checkedReturnPoints(
  entry: ModuleEntry,
  form: Readonly<Record<string, unknown>>,
  points: readonly ReturnPoint[] | undefined,
  isReturn: boolean,
  lang: Lang,
): ReturnPoint[] | undefined {
  if (!points?.length) return undefined;
  const errors: FieldError[] = [];
  const fail = (field: string, rule: keyof typeof RULES, vars: Record<string, string>) =>
    errors.push({ field, rule, message: message(RULES[rule], lang, vars) });
  if (!isReturn) fail('returnPoints', 'onReturn', {});
  for (const [i, p] of points.entries()) {
    const at = `returnPoints[${i}]`;
    const field = entry.fields.find((f) => f.name === p.field && (f.kind === 'rows' || (f.kind === 'moneyLines' && f.lines)));
    if (!field) {
      fail(`${at}.field`, 'field', { field: p.field });
      continue;
    }
    if (!linesOf(field, form[field.name]).includes(p.line)) fail(`${at}.line`, 'line', { line: p.line, label: field.label[lang] });
    if (p.column !== undefined && !columnsOf(field).includes(p.column))
      fail(`${at}.column`, 'column', { column: p.column, label: field.label[lang] });
    if (!p.comment.trim()) fail(`${at}.comment`, 'comment', { max: String(COMMENT_MAX) });
  }
  if (errors.length) throw new InvalidInputError(errors);
  return points.map((p) => ({ field: p.field, line: p.line, ...(p.column ? { column: p.column } : {}), comment: p.comment.trim() }));
}

/**
 * The points of the return a record is in now: those of its last reviewer decision, when that was a
 * return; none otherwise (the record sent again, or returned without points).
 */
export function currentReturnPoints(events: readonly StoredFlowEvent[]): ReturnPoint[] {
  const last = [...events].reverse().find((e) => e.type === 'task.completed');
  return last?.type === 'task.completed' && last.payload.outcome === 'return' ? (last.payload.returnPoints ?? []) : [];
}
