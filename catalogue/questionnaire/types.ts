/** The question sets of questionnaire modules (`survey`): pure data, shared by server and console. */

/** The five kinds of question. */
export type QuestionKind = 'single' | 'multiple' | 'text' | 'scale' | 'table';

export const QUESTION_KINDS: readonly QuestionKind[] = ['single', 'multiple', 'text', 'scale', 'table'];

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

interface QuestionBase {
  /** Stable within a set (answers are stored under it, so results compare across records). */
  id: string;
  title: string;
  help?: string;
  required: boolean;
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

export interface TableQuestion extends QuestionBase {
  kind: 'table';
  columns: TableColumn[];
  minRows?: number;
  maxRows?: number;
}

export type Question = SingleQuestion | MultipleQuestion | TextQuestion | ScaleQuestion | TableQuestion;

/** What one version of a set holds. */
export interface QuestionSetContent {
  title: string;
  description?: string;
  questions: Question[];
}

/** One answered row of a table question. */
export type TableRowAnswer = Record<string, string | number>;

/** The answer to one question: an option key, option keys, text, a scale point, or table rows. */
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
} as const;
