/** The question sets of questionnaire modules (`survey`): pure data, shared by server and console. */

/** The six kinds of question. */
export type QuestionKind = 'single' | 'multiple' | 'text' | 'scale' | 'number' | 'table';

export const QUESTION_KINDS: readonly QuestionKind[] = ['single', 'multiple', 'text', 'scale', 'number', 'table'];

/** One choice of a `single` or `multiple` question; `key` is what an answer stores. */
export interface QuestionOption {
  key: string;
  label: string;
}

/** One column of a `table` question: each answered row has a cell per column. */
export interface TableColumn {
  key: string;
  label: string;
  kind: 'text' | 'integer';
  required?: boolean;
}

/**
 * Skip logic: the question is shown only while an earlier single-choice question's answer is one of
 * `equals` (and that question is itself shown). A question not shown is not required and may not be
 * answered.
 */
export interface ShowWhen {
  question: string;
  equals: string[];
}

interface QuestionBase {
  /** Stable within a set (answers are stored under it, so results compare across records). */
  id: string;
  title: string;
  help?: string;
  required: boolean;
  showWhen?: ShowWhen;
}

export interface SingleQuestion extends QuestionBase {
  kind: 'single';
  options: QuestionOption[];
}

export interface MultipleQuestion extends QuestionBase {
  kind: 'multiple';
  options: QuestionOption[];
  minChoices?: number;
  maxChoices?: number;
}

export interface TextQuestion extends QuestionBase {
  kind: 'text';
  maxLength: number;
  multiline?: boolean;
}

export interface ScaleQuestion extends QuestionBase {
  kind: 'scale';
  min: number;
  max: number;
  minLabel?: string;
  maxLabel?: string;
}

/** A whole number within min and max (an area, a count of books, hours a week), with its unit. */
export interface NumberQuestion extends QuestionBase {
  kind: 'number';
  min: number;
  max: number;
  unit?: string;
}

export interface TableQuestion extends QuestionBase {
  kind: 'table';
  columns: TableColumn[];
  minRows?: number;
  maxRows?: number;
}

export type Question = SingleQuestion | MultipleQuestion | TextQuestion | ScaleQuestion | NumberQuestion | TableQuestion;

/** What one version of a set holds. */
export interface QuestionSetContent {
  title: string;
  description?: string;
  questions: Question[];
}

/** One answered row of a table question. */
export type TableRowAnswer = Record<string, string | number>;

/** The answer to one question: an option key, option keys, text, a scale point or number, or table rows. */
export type Answer = string | string[] | number | TableRowAnswer[];

/** A record's answers, by question id. */
export type Answers = Record<string, Answer>;

/** The lifecycle of one version: a draft is edited; a published version never changes again. */
export type QuestionSetVersionStatus = 'draft' | 'published';

/** Limits of the builder (kept here so server and console agree). */
export const QUESTION_LIMITS = {
  questions: 200,
  options: 50,
  columns: 20,
  rows: 200,
  titleLength: 200,
  textLength: 5000,
  scaleSpan: 100,
  /** A number question's bounds stay within this (far above any count a union reports, far below float trouble). */
  numberBound: 1_000_000_000_000,
  unitLength: 20,
} as const;
