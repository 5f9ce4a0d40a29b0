import type { Answer, Question, QuestionSetContent } from '../../../../catalogue/questionnaire';
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
  /** Records that answered it. */
  answered: number;
  /** single, multiple: every option with its count (options nobody chose too). */
  options?: OptionCount[];
  /** scale: the mean of the points given (null with no answer), and each point's count. */
  average?: number | null;
  points?: { value: number; count: number }[];
  /** text: the answers with the record they came from. */
  texts?: { recordId: string; title: string; text: string }[];
  /** table: rows given in all, and the sum of each integer column. */
  rowCount?: number;
  columnSums?: { key: string; label: string; sum: number }[];
}

const isText = (a: Answer | undefined): a is string => typeof a === 'string' && a !== '';

function resultOf(q: Question, records: AnsweredRecord[]): QuestionResult {
  const given = records.map((r) => ({ record: r, answer: r.answers[q.id] })).filter((x) => x.answer !== undefined && x.answer !== '');
  const base = { id: q.id, kind: q.kind, title: q.title, answered: given.length };
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
      const average = values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100 : null;
      return { ...base, answered: values.length, average, points };
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
  return content.questions.map((q) => resultOf(q, records));
}
