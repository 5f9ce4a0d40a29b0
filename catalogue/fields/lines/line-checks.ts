import type { Problem } from '../kind-def';
import { computedFigure } from '../computed';
import { fenToYuan, isEmptyValue, type RowValue } from '../values';
import type { I18nText, LineColumn, LinesDef } from '../../types';
import { parentOf, UNION_ACCOUNT_SUBJECTS } from './account-subjects';
import { keyColumn, lineName } from './line-keys';

/** What the checks of a lines field read beyond its value. */
export interface LinesEnv {
  mode: 'draft' | 'submit';
  /** Today as yyyy-MM-dd (a month line is not after this month). */
  today: string;
  /** The dictionary's keys where loaded (the server); the chart the portal ships otherwise (the console). */
  keys?: readonly string[];
  /** Per column computed `percentFrom` a field: the per cent that field's key names; absent while it is empty. */
  percents?: Readonly<Record<string, number>>;
  /** The months the lines may hold (`key.month.field`, a date range), while it is filled in. */
  range?: { start: string; end: string };
}

const CHART_KEYS = UNION_ACCOUNT_SUBJECTS.map(([code]) => code);
const MAX_LINES = 200;
const NOTE_MAX = 200;

function amountOf(raw: unknown): number | null | undefined {
  if (isEmptyValue(raw)) return null;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

const join = (parts: I18nText[], sep: string): I18nText => ({ zh: parts.map((p) => p.zh).join(sep), en: parts.map((p) => p.en).join(sep) });

/**
 * The checks of a `moneyLines` value, the same in the console and on the server: each line's key
 * known and given once, amounts whole fen at least their minimum, computed columns and subtotals
 * their figures (filled in where left empty), a note where a line deviates. Every problem names the
 * line (`[3].budget`, 第4行（501 职工活动支出）).
 */
export function checkLines(
  lines: LinesDef,
  raw: readonly Record<string, unknown>[],
  env: LinesEnv,
): { value: RowValue[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const keyCol = keyColumn(lines);
  const isSubject = 'subject' in lines.key;
  const names = raw.map((line, i) => lineName(i, String(line[keyCol] ?? '').trim(), isSubject));
  const at = (i: number, column: string, label: I18nText | string, rule: string, params?: Problem['params'], message?: string) => {
    const own = typeof label === 'string' ? { zh: label, en: label } : label;
    problems.push({ rule, path: `[${i}].${column}`, part: join([names[i]!, own], '·'), params, ...(message ? { message } : {}) });
  };
  const value = raw.map((line, i) => normaliseLine(lines, line, i, env, at));
  checkKeys(lines, value, env, at);
  const byKey = new Map(value.map((l, i) => [String(l[keyCol] ?? ''), i]));
  for (const column of lines.columns) fillComputed(column, value, env, at);
  if (lines.details && isSubject) checkSubtotals(lines, value, byKey, at);
  if (lines.noteWhen) checkNotes(lines, value, at);
  if (value.length > (lines.maxLines ?? MAX_LINES)) problems.push({ rule: 'maxItems', params: { value: lines.maxLines ?? MAX_LINES } });
  if (env.mode === 'submit' && lines.minLines !== undefined && value.length < lines.minLines) {
    problems.push({ rule: 'minItems', params: { value: lines.minLines } });
  }
  return { value, problems };
}

type At = (i: number, column: string, label: I18nText | string, rule: string, params?: Problem['params'], message?: string) => void;

const KEY_LABEL: I18nText = { zh: '科目', en: 'subject' };
const MONTH_LABEL: I18nText = { zh: '月份', en: 'month' };
const NOTE_LABEL: I18nText = { zh: '说明', en: 'note' };

/** A line's cells as stored: the key and note trimmed, amounts as numbers; unknown cells refused. */
function normaliseLine(lines: LinesDef, line: Record<string, unknown>, i: number, env: LinesEnv, at: At): RowValue {
  const keyCol = keyColumn(lines);
  const out: RowValue = { [keyCol]: typeof line[keyCol] === 'string' ? line[keyCol].trim() : null };
  const known = new Set([keyCol, 'note', ...lines.columns.map((c) => c.name)]);
  for (const k of Object.keys(line)) if (!known.has(k)) at(i, k, k, 'unknown');
  for (const c of lines.columns) {
    const n = amountOf(line[c.name]);
    out[c.name] = n ?? null;
    if (n === undefined) at(i, c.name, c.label, 'money');
    else if (n !== null && n < (c.min ?? 0)) at(i, c.name, c.label, 'min', { value: fenToYuan(c.min ?? 0) });
    else if (n === null && c.required && !c.computed && env.mode === 'submit') at(i, c.name, c.label, 'required');
  }
  const note = line.note;
  if (!isEmptyValue(note)) {
    if (typeof note !== 'string') at(i, 'note', NOTE_LABEL, 'type');
    else if ([...note.trim()].length > NOTE_MAX) at(i, 'note', NOTE_LABEL, 'maxLength', { value: NOTE_MAX });
    else out.note = note.trim();
  }
  return out;
}

/** Each key one of the set (a subject of the classes, a month in range and not ahead), given once. */
function checkKeys(lines: LinesDef, value: RowValue[], env: LinesEnv, at: At) {
  const keyCol = keyColumn(lines);
  const first = new Map<string, number>();
  const label = 'subject' in lines.key ? KEY_LABEL : MONTH_LABEL;
  value.forEach((line, i) => {
    const key = String(line[keyCol] ?? '');
    if (!keyKnown(lines, key, env)) return at(i, keyCol, label, 'lineKey', { value: key });
    const earlier = first.get(key);
    if (earlier !== undefined) return at(i, keyCol, label, 'lineRepeated', { value: earlier + 1 });
    first.set(key, i);
  });
}

function keyKnown(lines: LinesDef, key: string, env: LinesEnv): boolean {
  if ('subject' in lines.key) {
    const { classes } = lines.key.subject;
    return (env.keys ?? CHART_KEYS).includes(key) && classes.some((c) => key.startsWith(c));
  }
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (!m || key > env.today.slice(0, 7)) return false;
  return !env.range || (key >= env.range.start.slice(0, 7) && key <= env.range.end.slice(0, 7));
}

/** A computed column's figure on each line: filled where left empty, refused (naming the figure) where another. */
function fillComputed(column: LineColumn, value: RowValue[], env: LinesEnv, at: At) {
  const c = column.computed;
  if (!c) return;
  value.forEach((line, i) => {
    const num = (name: string) => (typeof line[name] === 'number' ? (line[name] as number) : undefined);
    let figure: number | undefined;
    if ('diff' in c) {
      const [a, b] = [num(c.diff[0]), num(c.diff[1])];
      figure = a !== undefined && b !== undefined ? a - b : undefined;
    } else {
      const of = num(c.shareOf);
      const percent = 'percentFrom' in c ? env.percents?.[column.name] : undefined;
      const share = 'num' in c ? { num: c.num, den: c.den } : percent !== undefined ? { num: percent, den: 100 } : undefined;
      figure = of !== undefined && share ? computedFigure(share, of) : undefined;
    }
    if (figure === undefined) return;
    if (line[column.name] === null) line[column.name] = figure;
    else if (line[column.name] !== figure) at(i, column.name, column.label, 'computed', { expected: fenToYuan(figure) }, 'lineComputed');
  });
}

/** A subject with detail lines present is their subtotal in every column; a detail line needs its subject's line. */
function checkSubtotals(lines: LinesDef, value: RowValue[], byKey: Map<string, number>, at: At) {
  const details = new Map<number, number[]>();
  value.forEach((line, i) => {
    const parent = parentOf(String(line.code ?? ''));
    if (parent === undefined) return;
    const p = byKey.get(parent);
    if (p === undefined) return at(i, 'code', KEY_LABEL, 'parentMissing', { value: parent });
    details.set(p, [...(details.get(p) ?? []), i]);
  });
  for (const [p, rows] of details) {
    for (const column of lines.columns) {
      // An empty detail amount counts 0, as in a total (a preset line may stay empty).
      const sum = rows.reduce((a, i) => a + (typeof value[i]![column.name] === 'number' ? (value[i]![column.name] as number) : 0), 0);
      const line = value[p]!;
      // An empty subtotal over details that are all empty stays empty (a budget the form has no figures of).
      if (line[column.name] === null) {
        if (rows.some((i) => typeof value[i]![column.name] === 'number')) line[column.name] = sum;
      } else if (line[column.name] !== sum) {
        const list = rows.map((i) => String(value[i]!.code)).join('、');
        at(p, column.name, column.label, 'subtotal', { expected: fenToYuan(sum), details: list });
      }
    }
  }
}

/** `noteWhen`: a line whose column differs from another by more than the per cent needs its note. */
function checkNotes(lines: LinesDef, value: RowValue[], at: At) {
  const { column, from, percent } = lines.noteWhen!.deviates;
  value.forEach((line, i) => {
    const [a, b] = [line[column], line[from]];
    if (typeof a !== 'number' || typeof b !== 'number' || line.note) return;
    const deviation = b === 0 ? (a === 0 ? 0 : Infinity) : (Math.abs(a - b) * 100) / b;
    if (deviation <= percent) return;
    const shown = Number.isFinite(deviation) ? (Math.round(deviation * 10) / 10).toFixed(1) : '—';
    at(i, 'note', NOTE_LABEL, 'noteRequired', { value: percent, deviation: shown });
  });
}
