import type { FieldError } from '../rules/validate-form';
import type { Lang } from '../types';
import { questionMessage } from './messages';
import {
  QUESTION_KINDS,
  QUESTION_LIMITS,
  type Question,
  type QuestionOption,
  type QuestionSetContent,
  type ShowWhen,
  type TableColumn,
} from './types';

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Option keys may be codes too (`1` 已建成, `9` 其他), as paper forms number their choices. */
const OPTION_KEY = /^[A-Za-z0-9][A-Za-z0-9_]{0,39}$/;

export interface QuestionSetCheck {
  ok: boolean;
  /** The content with only the known properties of each question kept. */
  value: QuestionSetContent;
  errors: FieldError[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const optionalInt = (v: unknown): number | undefined | null =>
  v === undefined || v === null || v === '' ? undefined : typeof v === 'number' && Number.isSafeInteger(v) ? v : null;

function options(raw: unknown): QuestionOption[] | 'key' | 'label' {
  if (!Array.isArray(raw) || raw.length > QUESTION_LIMITS.options) return 'key';
  const out: QuestionOption[] = [];
  for (const o of raw) {
    if (!isObj(o) || !OPTION_KEY.test(text(o.key)) || out.some((x) => x.key === text(o.key))) return 'key';
    if (!text(o.label) || text(o.label).length > QUESTION_LIMITS.titleLength) return 'label';
    out.push({ key: text(o.key), label: text(o.label) });
  }
  return out;
}

function columns(raw: unknown): TableColumn[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > QUESTION_LIMITS.columns) return null;
  const out: TableColumn[] = [];
  for (const c of raw) {
    if (!isObj(c) || !KEY.test(text(c.key)) || out.some((x) => x.key === text(c.key)) || !text(c.label)) return null;
    if (c.kind !== 'text' && c.kind !== 'integer') return null;
    out.push({ key: text(c.key), label: text(c.label), kind: c.kind, ...(c.required === true ? { required: true } : {}) });
  }
  return out;
}

/** The figure a builder's message names for `rule`. */
function limitOf(rule: string): number {
  return rule === 'unit' ? QUESTION_LIMITS.unitLength : rule === 'numberRange' ? QUESTION_LIMITS.numberBound : QUESTION_LIMITS.textLength;
}

/** One question, or the rule it breaks. */
function question(raw: Obj): Question | string {
  const base = {
    id: text(raw.id),
    title: text(raw.title),
    required: raw.required === true,
    ...(text(raw.help) ? { help: text(raw.help) } : {}),
  };
  if (!base.title || base.title.length > QUESTION_LIMITS.titleLength) return 'title';
  switch (raw.kind) {
    case 'single':
    case 'multiple': {
      const opts = options(raw.options);
      if (opts === 'key') return 'optionKey';
      if (opts === 'label') return 'optionLabel';
      if (opts.length < 2) return 'options';
      if (raw.kind === 'single') return { ...base, kind: 'single', options: opts };
      const min = optionalInt(raw.minChoices);
      const max = optionalInt(raw.maxChoices);
      if (min === null || max === null) return 'choices';
      if ((min !== undefined && (min < 1 || min > opts.length)) || (max !== undefined && (max < 1 || max > opts.length))) return 'choices';
      if (min !== undefined && max !== undefined && min > max) return 'choices';
      return {
        ...base,
        kind: 'multiple',
        options: opts,
        ...(min !== undefined ? { minChoices: min } : {}),
        ...(max !== undefined ? { maxChoices: max } : {}),
      };
    }
    case 'text': {
      const maxLength = optionalInt(raw.maxLength);
      if (!maxLength || maxLength < 1 || maxLength > QUESTION_LIMITS.textLength) return 'textLength';
      return { ...base, kind: 'text', maxLength, ...(raw.multiline === true ? { multiline: true } : {}) };
    }
    case 'scale': {
      const min = optionalInt(raw.min);
      const max = optionalInt(raw.max);
      if (min === undefined || max === undefined || min === null || max === null) return 'scale';
      if (min >= max || max - min > QUESTION_LIMITS.scaleSpan) return 'scale';
      return {
        ...base,
        kind: 'scale',
        min,
        max,
        ...(text(raw.minLabel) ? { minLabel: text(raw.minLabel) } : {}),
        ...(text(raw.maxLabel) ? { maxLabel: text(raw.maxLabel) } : {}),
      };
    }
    case 'number': {
      const min = optionalInt(raw.min);
      const max = optionalInt(raw.max);
      if (min === undefined || max === undefined || min === null || max === null || min >= max) return 'numberRange';
      if (Math.abs(min) > QUESTION_LIMITS.numberBound || Math.abs(max) > QUESTION_LIMITS.numberBound) return 'numberRange';
      const unit = text(raw.unit);
      if (unit.length > QUESTION_LIMITS.unitLength) return 'unit';
      return { ...base, kind: 'number', min, max, ...(unit ? { unit } : {}) };
    }
    case 'table': {
      const cols = columns(raw.columns);
      if (!cols) return 'columns';
      const minRows = optionalInt(raw.minRows);
      const maxRows = optionalInt(raw.maxRows);
      if (minRows === null || maxRows === null) return 'rows';
      if ((minRows !== undefined && minRows < 0) || (maxRows !== undefined && (maxRows < 1 || maxRows > QUESTION_LIMITS.rows)))
        return 'rows';
      if (minRows !== undefined && maxRows !== undefined && minRows > maxRows) return 'rows';
      return {
        ...base,
        kind: 'table',
        columns: cols,
        ...(minRows !== undefined ? { minRows } : {}),
        ...(maxRows !== undefined ? { maxRows } : {}),
      };
    }
    default:
      return 'kind';
  }
}

/**
 * A question's `showWhen`, or the rule it breaks: it names an earlier single-choice question (so one
 * pass in order decides what is shown, and no loop can form) and some of that question's options.
 */
function showWhen(raw: unknown, earlier: readonly Question[]): ShowWhen | undefined | 'showWhen' {
  if (raw === undefined || raw === null) return undefined;
  if (!isObj(raw) || !Array.isArray(raw.equals)) return 'showWhen';
  const named = earlier.find((q) => q.id === text(raw.question));
  if (named?.kind !== 'single') return 'showWhen';
  const equals = raw.equals.map(text);
  if (equals.length === 0 || new Set(equals).size !== equals.length) return 'showWhen';
  if (!equals.every((k) => named.options.some((o) => o.key === k))) return 'showWhen';
  return { question: named.id, equals };
}

/**
 * Checks a question set the builder sends. `publish` also wants at least one question; a draft may
 * be saved half-built, but every question in it must already make sense.
 */
export function checkQuestionSet(raw: unknown, mode: 'draft' | 'publish', lang: Lang): QuestionSetCheck {
  const errors: FieldError[] = [];
  const fail = (field: string, rule: string, label: string, value?: string | number) =>
    errors.push({ field, rule, message: questionMessage(rule, lang, label, value) });
  const obj = isObj(raw) ? raw : {};
  const title = text(obj.title);
  const description = text(obj.description);
  if (!title || title.length > QUESTION_LIMITS.titleLength) fail('title', 'setTitle', '');
  const list = Array.isArray(obj.questions) ? obj.questions : [];
  if (list.length > QUESTION_LIMITS.questions)
    fail('questions', 'tooMany', lang === 'zh' ? '题目' : 'Questions', QUESTION_LIMITS.questions);
  if (mode === 'publish' && list.length === 0) fail('questions', 'noQuestions', '');
  const questions: Question[] = [];
  list.slice(0, QUESTION_LIMITS.questions).forEach((q, i) => {
    const field = `questions.${i}`;
    if (!isObj(q)) return fail(field, 'kind', String(i + 1));
    const id = text(q.id);
    if (!KEY.test(id)) return fail(field, 'id', id || String(i + 1));
    if (questions.some((x) => x.id === id)) return fail(field, 'duplicateId', id);
    if (!QUESTION_KINDS.includes(q.kind as Question['kind'])) return fail(field, 'kind', text(q.title) || id);
    const checked = question(q);
    if (typeof checked === 'string') return fail(field, checked, text(q.title) || id, limitOf(checked));
    const when = showWhen(q.showWhen, questions);
    if (when === 'showWhen') return fail(`${field}.showWhen`, 'showWhen', checked.title);
    questions.push(when ? { ...checked, showWhen: when } : checked);
  });
  return { ok: errors.length === 0, value: { title, ...(description ? { description } : {}), questions }, errors };
}
