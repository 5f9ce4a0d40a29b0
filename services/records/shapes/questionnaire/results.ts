import { shownTo, type Answer, type Question, type QuestionSetContent } from '../../../../catalogue/questionnaire';
import type { AnsweredRecord } from './answered-records';

/** Texts listed per text question at most (the export has them all). */
const TEXTS_SHOWN = 500;

export interface OptionCount {
  key: string;
  label: string;
  count: number;
}

/** The results of one question over the counted records. */
export interface QuestionResult {
  id: string;
  kind: Question['kind'];
  title: string;
  /** Records it was shown to (all of them, but for a question with `showWhen`). */
  shown: number;
  /** Records that answered it. */
  answered: number;
  /** single, multiple: every option with its count (options nobody chose too). */
  options?: OptionCount[];
  /** scale, number: the mean of the points given (null with no answer), and each point's count. */
  average?: number | null;
  points?: { value: number; count: number }[];
  /** number: the sum, mean (two decimals) and median of the answers (null with no answer). */
  sum?: number;
  median?: number | null;
  /** text: the answers with the record they came from. */
  texts?: { recordId: string; title: string; text: string }[];
  /** table: rows given in all, and the sum of each integer column. */
  rowCount?: number;
  columnSums?: { key: string; label: string; sum: number }[];
}

const isText = (a: Answer | undefined): a is string => typeof a === 'string' && a !== '';

const mean = (values: number[]): number | null =>
  values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100 : null;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function resultOf(questions: readonly Question[], q: Question, all: AnsweredRecord[]): QuestionResult {
  // A question hidden by its showWhen is counted over the records it was shown to.
  const records = shownTo(questions, q, all);
  const given = records.map((r) => ({ record: r, answer: r.answers[q.id] })).filter((x) => x.answer !== undefined && x.answer !== '');
  const base = { id: q.id, kind: q.kind, title: q.title, shown: records.length, answered: given.length };
  switch (q.kind) {
    case 'single':
    case 'multiple': {
      const chosen = given.flatMap((x): unknown[] => (Array.isArray(x.answer) ? x.answer : [x.answer]));
      return { ...base, options: q.options.map((o) => ({ key: o.key, label: o.label, count: chosen.filter((c) => c === o.key).length })) };
    }
    case 'scale': {
      const values = given.map((x) => x.answer).filter((a): a is number => typeof a === 'number');
      const points = [];
      for (let v = q.min; v <= q.max; v++) points.push({ value: v, count: values.filter((x) => x === v).length });
      return { ...base, answered: values.length, average: mean(values), points };
    }
    case 'number': {
      const values = given.map((x) => x.answer).filter((a): a is number => typeof a === 'number');
      return { ...base, answered: values.length, sum: values.reduce((s, v) => s + v, 0), average: mean(values), median: median(values) };
    }
    case 'text':
      return {
        ...base,
        texts: given
          .filter((x) => isText(x.answer))
          .slice(0, TEXTS_SHOWN)
          .map((x) => ({ recordId: x.record.id, title: x.record.title, text: x.answer as string })),
      };
    case 'table': {
      const rows = given
        .flatMap((x): unknown[] => (Array.isArray(x.answer) ? x.answer : []))
        .filter((r) => r !== null && typeof r === 'object');
      const columnSums = q.columns
        .filter((c) => c.kind === 'integer')
        .map((c) => ({
          key: c.key,
          label: c.label,
          sum: rows.reduce(
            (s, r) => s + (typeof (r as Record<string, unknown>)[c.key] === 'number' ? ((r as Record<string, number>)[c.key] ?? 0) : 0),
            0,
          ),
        }));
      return { ...base, rowCount: rows.length, columnSums };
    }
  }
}

/** Per-question results of one version over the given records. */
export function questionResults(content: QuestionSetContent, records: AnsweredRecord[]): QuestionResult[] {
  return content.questions.map((q) => resultOf(content.questions, q, records));
}
