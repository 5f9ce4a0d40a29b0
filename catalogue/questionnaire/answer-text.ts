import type { Answer, Question, ScaleQuestion } from './types';

/**
 * One answer as text: an option's label, the labels of the options chosen (、), the text, a number
 * with its unit, a scale point with its ends, a table's rows one per line (`column: value`). Empty
 * where the question was not answered. The answers' sheet and the printed form read it.
 */
export function answerText(q: Question, answer: Answer | undefined): string {
  if (answer === undefined) return '';
  switch (q.kind) {
    case 'single':
      return q.options.find((o) => o.key === answer)?.label ?? String(answer);
    case 'multiple':
      return (Array.isArray(answer) ? answer : []).map((k) => q.options.find((o) => o.key === k)?.label ?? String(k)).join('、');
    case 'scale':
      return typeof answer === 'number' ? `${answer}（${scaleEnds(q)}）` : '';
    case 'number':
      return typeof answer === 'number' ? `${answer}${q.unit ?? ''}` : '';
    case 'text':
      return typeof answer === 'string' ? answer : '';
    case 'table':
      return (Array.isArray(answer) ? answer : [])
        .map((row) =>
          q.columns
            .filter((c) => typeof row === 'object' && (row as Record<string, unknown>)[c.key] !== undefined)
            .map((c) => `${c.label}: ${String((row as Record<string, unknown>)[c.key])}`)
            .join(', '),
        )
        .join('\n');
  }
}

/** One answer as the cell of a sheet: a scale point or number as a number, any other as its text (`answerText`). */
export function answerCell(q: Question, answer: Answer | undefined): string | number {
  if ((q.kind === 'scale' || q.kind === 'number') && answer !== undefined) return typeof answer === 'number' ? answer : '';
  return answerText(q, answer);
}

/** A scale's ends as the form shows them: `1 非常不满意 — 5 非常满意`, or `1 — 5` without their words. */
const scaleEnds = (q: ScaleQuestion): string =>
  `${[q.min, q.minLabel].filter((x) => x !== undefined && x !== '').join(' ')} — ${[q.max, q.maxLabel]
    .filter((x) => x !== undefined && x !== '')
    .join(' ')}`;
