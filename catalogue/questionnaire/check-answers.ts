import type { FieldError } from '../rules/validate-form';
import type { Lang } from '../types';
import { questionMessage } from './messages';
import { shownIds } from './show-when';
import type { Answer, Answers, Question, TableQuestion, TableRowAnswer } from './types';

/** Longest text in one cell of a table question. */
const CELL_MAX_LENGTH = 500;

export interface AnswerCheck {
  ok: boolean;
  /** The answers normalised (text trimmed, scale points as numbers, unanswered questions left out). */
  value: Answers;
  /** Each names `answers.<questionId>`. */
  errors: FieldError[];
}

type Checked = { value?: Answer; rule?: string; detail?: string | number };

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

function toInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^-?\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

function checkTable(q: TableQuestion, raw: unknown): Checked {
  if (!Array.isArray(raw) || !raw.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) return { rule: 'type' };
  const rows: TableRowAnswer[] = [];
  for (const row of raw as Record<string, unknown>[]) {
    const out: TableRowAnswer = {};
    for (const key of Object.keys(row)) {
      if (!q.columns.some((c) => c.key === key)) return { rule: 'column', detail: key };
    }
    for (const col of q.columns) {
      const cell = row[col.key];
      if (isBlank(cell) || (typeof cell === 'string' && cell.trim() === '')) {
        if (col.required) return { rule: 'cellRequired', detail: col.label };
        continue;
      }
      if (col.kind === 'integer') {
        const n = toInteger(cell);
        if (n === undefined) return { rule: 'cellInteger', detail: col.label };
        out[col.key] = n;
      } else {
        if (typeof cell !== 'string' && typeof cell !== 'number') return { rule: 'type' };
        const s = String(cell).trim();
        if (s.length > CELL_MAX_LENGTH) return { rule: 'cellLength', detail: col.label };
        out[col.key] = s;
      }
    }
    rows.push(out);
  }
  if (q.minRows !== undefined && rows.length < q.minRows) return { rule: 'minRows', detail: q.minRows };
  if (q.maxRows !== undefined && rows.length > q.maxRows) return { rule: 'maxRows', detail: q.maxRows };
  return { value: rows };
}

/** The answer to one question, normalised, or the rule it breaks. `raw` is not blank. */
function checkOne(q: Question, raw: unknown): Checked {
  switch (q.kind) {
    case 'single': {
      if (typeof raw !== 'string') return { rule: 'type' };
      return q.options.some((o) => o.key === raw) ? { value: raw } : { rule: 'option' };
    }
    case 'multiple': {
      if (!Array.isArray(raw) || !raw.every((k) => typeof k === 'string')) return { rule: 'type' };
      const keys = raw as string[];
      if (!keys.every((k) => q.options.some((o) => o.key === k))) return { rule: 'option' };
      if (new Set(keys).size !== keys.length) return { rule: 'duplicate' };
      if (q.minChoices !== undefined && keys.length < q.minChoices) return { rule: 'minChoices', detail: q.minChoices };
      if (q.maxChoices !== undefined && keys.length > q.maxChoices) return { rule: 'maxChoices', detail: q.maxChoices };
      // Stored in the options' order, so two equal answers look equal.
      return { value: q.options.map((o) => o.key).filter((k) => keys.includes(k)) };
    }
    case 'text': {
      if (typeof raw !== 'string') return { rule: 'type' };
      const s = raw.trim();
      return s.length > q.maxLength ? { rule: 'maxLength', detail: q.maxLength } : { value: s };
    }
    case 'scale':
    case 'number': {
      const n = toInteger(raw);
      if (n === undefined) return { rule: 'integer' };
      return n < q.min || n > q.max ? { rule: 'range', detail: `${q.min}-${q.max}` } : { value: n };
    }
    case 'table':
      return checkTable(q, raw);
  }
}

/**
 * Checks a record's answers against the questions of its pinned version. `draft` checks the form of
 * what is answered; `submit` also wants every required question answered. Unknown question ids are
 * refused (they would be kept silently otherwise and never shown), and so is an answer to a
 * question its `showWhen` hides; a hidden question is never required.
 */
export function checkAnswers(questions: readonly Question[], raw: unknown, mode: 'draft' | 'submit', lang: Lang): AnswerCheck {
  const errors: FieldError[] = [];
  const value: Answers = {};
  const error = (id: string, rule: string, label: string, detail?: string | number) =>
    errors.push({ field: `answers.${id}`, rule, message: questionMessage(rule, lang, label, detail) });
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    errors.push({ field: 'answers', rule: 'type', message: questionMessage('type', lang, lang === 'zh' ? '问卷' : 'questionnaire') });
    return { ok: false, value, errors };
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  for (const id of Object.keys(given)) {
    if (!questions.some((q) => q.id === id)) error(id, 'unknown', id);
  }
  const shown = shownIds(questions, given);
  for (const q of questions) {
    const answer = given[q.id];
    const blank = isBlank(answer) || (typeof answer === 'string' && answer.trim() === '');
    if (!shown.has(q.id)) {
      if (!blank) error(q.id, 'notShown', q.title);
      continue;
    }
    if (blank) {
      if (mode === 'submit' && q.required) error(q.id, 'required', q.title);
      continue;
    }
    const checked = checkOne(q, answer);
    if (checked.rule) error(q.id, checked.rule, q.title, checked.detail);
    else if (checked.value !== undefined) value[q.id] = checked.value;
  }
  return { ok: errors.length === 0, value, errors };
}
